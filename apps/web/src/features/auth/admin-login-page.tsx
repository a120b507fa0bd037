import { RedirectIfSignedIn } from '../../components/guards/redirect-if-signed-in';
import { useSession } from '../../lib/session/use-session';
import { LoginPage } from './login-page';

/**
 * /auth/admin: Admin Login (docs/product/accounts.md), where admin-only pages send everyone else.
 * Only an administrator who is already signed in is sent on: anyone else signed in came here from
 * such a page, and sending them back would bounce between the two forever.
 */
export function AdminLoginPage() {
  const { user } = useSession();
  if (user?.role === 'admin') return <RedirectIfSignedIn />;
  return <LoginPage admin signedInAs={user?.email} />;
}
