import type { User } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import { AccountMenu } from '../../components/account-menu';
import { NotificationBell } from '../../features/notifications/notification-bell';

/**
 * The signed-in end of the site header and the dashboard's top bar: the notification bell and the
 * account menu. The site header loads it only when someone is signed in (the fewer on its pages).
 */
export function SignedInTools({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <NotificationBell userId={user.id} />
      <AccountMenu user={user} />
    </Box>
  );
}
