import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import {
  notificationCategoryOf,
  notificationsMessages as t,
  type AppNotification,
  type NotificationCategory,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { exactTime, timeAgo } from '../../components/relative-time';
import { visuallyHidden } from '../../components/visually-hidden';

/** The lists' `ul`: no bullets, no room. */
export const plainList = { listStyle: 'none', m: 0, p: 0 } as const;

const icons: Record<NotificationCategory, ReactElement> = {
  inquiries: <QuestionAnswerOutlinedIcon fontSize="small" />,
  messages: <ChatBubbleOutlineIcon fontSize="small" />,
  proposals: <RequestQuoteOutlinedIcon fontSize="small" />,
  matches: <AutoAwesomeOutlinedIcon fontSize="small" />,
  alerts: <NotificationsActiveOutlinedIcon fontSize="small" />,
  orders: <ReceiptLongOutlinedIcon fontSize="small" />,
  moderation: <FactCheckOutlinedIcon fontSize="small" />,
  account: <ShieldOutlinedIcon fontSize="small" />,
};

/**
 * One notification in a list (the popover's and the page's): its kind's icon, the title (bold and
 * dotted while unread), the body on at most two lines and how long ago it came. Choosing it marks
 * it read and follows its link.
 */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
}) {
  const unread = !item.readAt;
  return (
    <ButtonBase
      onClick={() => onOpen(item)}
      sx={{
        display: 'flex',
        width: '100%',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: unread ? 'rgba(37, 99, 235, 0.05)' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { bgcolor: 'action.focus' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'grey.200',
          color: unread ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {icons[notificationCategoryOf(item.type)]}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="p"
          variant="body2"
          sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
        >
          {unread && <Box component="span" sx={visuallyHidden}>{`${t.unread}: `}</Box>}
          {item.title}
        </Typography>
        {item.body && (
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {item.body}
          </Typography>
        )}
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={item.createdAt}
          title={exactTime(item.createdAt)}
        >
          {timeAgo(item.createdAt)}
        </Typography>
      </Box>
      {unread && (
        <Box
          aria-hidden="true"
          sx={{
            width: 8,
            height: 8,
            mt: 1,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            flexShrink: 0,
          }}
        />
      )}
    </ButtonBase>
  );
}
