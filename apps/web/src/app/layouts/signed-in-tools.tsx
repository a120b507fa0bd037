import type { User } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { AccountMenu } from '../../components/account-menu';
import { NotificationBell } from '../../features/notifications/notification-bell';

// The table of what each push makes stale loads behind the header, with the key factories it names.
const LiveQueries = lazy(() => import('../live-queries').then((m) => ({ default: m.LiveQueries })));

/**
 * The signed-in end of the site header and the dashboard's top bar: the notification bell and the
 * account menu. The site header loads it only when someone is signed in (the fewer on its pages).
 */
export function SignedInTools({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <Suspense fallback={null}>
        <LiveQueries userId={user.id} />
      </Suspense>
      <NotificationBell userId={user.id} />
      <AccountMenu user={user} />
    </Box>
  );
}
