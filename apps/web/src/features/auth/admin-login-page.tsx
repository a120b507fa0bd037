import { LoginPage } from './login-page';

/** /auth/admin: Admin Login (SPEC.md 2.4), where admin-only pages send everyone else. */
export function AdminLoginPage() {
  return <LoginPage admin />;
}
