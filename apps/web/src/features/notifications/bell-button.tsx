import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { notificationsMessages as t } from '@matchbazaar/contracts';
import Badge from '@mui/material/Badge';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/** The bell itself: the unread count on its badge and in its name. */
export function BellButton({ unread, ...props }: { unread: number } & IconButtonProps) {
  return (
    <IconButton aria-label={t.bellLabel(unread)} aria-haspopup="dialog" {...props}>
      {/* No badge at all when nothing is unread: a hidden badge keeps its last number in the
          page, which screen readers and axe read as the button's visible text. */}
      {unread > 0 ? (
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      ) : (
        <NotificationsNoneOutlinedIcon />
      )}
    </IconButton>
  );
}
