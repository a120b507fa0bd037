import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { LiveConnection } from '../../lib/realtime/live-connection';
import { ServerState } from '../../lib/server-state/server-state';
import { useRealtimeStatus } from '../../lib/realtime/use-realtime';
import { countsQuery } from './api/notifications-api';
import { BellButton } from './bell-button';
import { ConnectionIndicator } from './connection-indicator';
import { useNotificationSync } from './use-notification-sync';

// What the bell opens loads when first needed. The sign shown while the socket is down loads with
// the bell: it appears when the network is gone, when no chunk could be fetched.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NotificationPopover })),
);

/**
 * The working bell (docs/product/live-marketplace.md): the unread count on its badge, the latest
 * notifications in a popover, and beside it the quiet sign that live updates are paused. It keeps
 * the cached notifications current while it shows, and holds the app's live connection: every
 * page with the site's or the dashboard's chrome shows the bell to a signed-in user, and nothing
 * of the socket need load before it.
 */
export function LiveBell({ userId }: { userId: string }) {
  // The site header sits outside the pages' query cache: the bell brings it (the same client).
  return (
    <ServerState>
      <Bell userId={userId} />
    </ServerState>
  );
}

function Bell({ userId }: { userId: string }) {
  useNotificationSync(userId);
  const counts = useQuery(countsQuery(userId));
  const live = useRealtimeStatus();
  const unread = counts.data?.unread ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const popoverId = useId();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <LiveConnection />
      {live === 'reconnecting' && <ConnectionIndicator />}
      <BellButton
        unread={unread}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        // Loading starts on touch-down, so the popover's code is usually there by the tap's end.
        onPointerDown={() => void loadPopover()}
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationPopover
            id={popoverId}
            userId={userId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
