import { notificationsMessages as t } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { ruledRow } from '../../components/ruled-rows';
import { countsQuery, notificationsQuery } from './api/notifications-api';
import { NotificationItem, plainList } from './notification-item';
import { NotificationsEmpty } from './notifications-empty';
import { newestId } from './notification-merge';
import { useNotificationActions } from './use-notification-actions';
import { useOpenNotification } from './use-open-notification';

/** How many the popover lists; the page has them all. */
const shown = 8;

/** The bell's popover, under the bell (`anchor`) while open. */
export function NotificationPopover({
  id,
  userId,
  anchor,
  onClose,
}: {
  id: string;
  userId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t.title,
          sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxWidth: 380, mt: 0.5 },
        },
      }}
    >
      <PopoverContent userId={userId} onClose={onClose} />
    </Popover>
  );
}

/**
 * The latest few, newest first; choosing one reads it and follows its link. Opening it marks
 * everything listed as seen; 'Mark all as read' and the way to the full page.
 */
function PopoverContent({ userId, onClose }: { userId: string; onClose: () => void }) {
  const list = useInfiniteQuery({ ...notificationsQuery(userId, false), staleTime: 0 });
  const counts = useQuery(countsQuery(userId));
  const actions = useNotificationActions(userId);
  const open = useOpenNotification(userId, onClose);
  const items = list.data?.pages[0]?.items.slice(0, shown) ?? [];
  const newest = newestId(items);
  const unseen = counts.data?.unseen ?? 0;
  const unread = counts.data?.unread ?? 0;

  useEffect(() => {
    if (newest && unseen > 0) actions.seen(newest);
  }, [newest, unseen, actions]);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t.title}
        </Typography>
        <Button size="small" onClick={actions.readAll} disabled={unread === 0}>
          {t.markAllRead}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: { xs: '60vh', sm: 440 }, overflowY: 'auto' }}>
        {list.data ? (
          items.length > 0 ? (
            <Box component="ul" aria-label={t.listLabel} sx={plainList}>
              {items.map((item) => (
                <Box component="li" key={item.id} sx={ruledRow}>
                  <NotificationItem item={item} onOpen={open} />
                </Box>
              ))}
            </Box>
          ) : (
            <NotificationsEmpty text={t.empty} hint={t.emptyHint} />
          )
        ) : (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.loading}
              failed={list.isError ? t.loadFailed : undefined}
              retry={() => void list.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to="/dashboard/notifications" onClick={onClose} fullWidth>
          {t.viewAll}
        </Button>
      </Box>
    </Box>
  );
}
