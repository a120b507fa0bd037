/**
 * The authentication-required page and the access-denied notice (docs/product/roles-and-access.md).
 */
export const authRequiredMessages = {
  text: 'You need to sign in to view this page.',
  signIn: 'Sign in',
  register: 'Create an account',
  checking: 'Checking your session',
  dismiss: 'Dismiss',
} as const;
