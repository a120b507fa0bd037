import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { notificationsMessages as t } from '@matchbazaar/contracts';
import Badge from '@mui/material/Badge';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/** The bell itself: the unread count on its badge and in its name. */
export function BellButton({ unread, ...props }: { unread: number } & IconButtonProps) {
  return (
    <IconButton aria-label={t.bellLabel(unread)} aria-haspopup="dialog" {...props}>
      <Badge badgeContent={unread} color="error" max={99}>
        <NotificationsNoneOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
