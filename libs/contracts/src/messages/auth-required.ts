/** The authentication-required page (SPEC.md 2.10) and the access-denied notice (SPEC.md 4.6). */
export const authRequiredMessages = {
  text: 'You need to sign in to view this page.',
  signIn: 'Sign in',
  register: 'Create an account',
  checking: 'Checking your session',
  dismiss: 'Dismiss',
} as const;
