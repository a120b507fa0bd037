import DoneAllIcon from '@mui/icons-material/DoneAll';
import { notificationsMessages as t } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { LoadState } from '../../components/load-state';
import { ruledRow } from '../../components/ruled-rows';
import { useSession } from '../../lib/session/use-session';
import { countsQuery, notificationsQuery } from './api/notifications-api';
import { NotificationItem, plainList } from './notification-item';
import { NotificationsEmpty } from './notifications-empty';
import { useNotificationActions } from './use-notification-actions';
import { useOpenNotification } from './use-open-notification';

/**
 * /dashboard/notifications: every notification, newest first, an older page at a time; unread
 * only on request; 'Mark all as read'. New ones join the top as they arrive (the bell keeps the
 * cache current).
 */
export function NotificationsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useInfiniteQuery({ ...notificationsQuery(userId, unreadOnly), staleTime: 0 });
  const counts = useQuery(countsQuery(userId));
  const actions = useNotificationActions(userId);
  const open = useOpenNotification(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <DashboardPageFrame
      title={t.title}
      intro={t.intro}
      actions={
        <>
          <FormControlLabel
            control={
              <Switch
                checked={unreadOnly}
                onChange={(event) => setUnreadOnly(event.target.checked)}
              />
            }
            label={t.unreadOnly}
          />
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            onClick={actions.readAll}
            disabled={(counts.data?.unread ?? 0) === 0}
          >
            {t.markAllRead}
          </Button>
        </>
      }
    >
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: 820 }}>
        {list.isPending || list.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.loading}
              failed={list.isError ? t.loadFailed : undefined}
              retry={() => void list.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : items.length === 0 ? (
          <NotificationsEmpty
            text={unreadOnly ? t.emptyUnread : t.empty}
            hint={unreadOnly ? undefined : t.emptyHint}
          />
        ) : (
          <Box component="ul" aria-label={t.title} sx={plainList}>
            {items.map((item) => (
              <Box component="li" key={item.id} sx={ruledRow}>
                <NotificationItem item={item} onOpen={open} />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      {list.hasNextPage && (
        <Box sx={{ mt: 2, maxWidth: 820, textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </DashboardPageFrame>
  );
}
