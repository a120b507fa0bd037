/**
 * A hidden username field beside a password field of a signed-in form: tells password managers
 * which account the password belongs to.
 */
export function UsernameHint({ email }: { email: string | undefined }) {
  if (!email) return null;
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
