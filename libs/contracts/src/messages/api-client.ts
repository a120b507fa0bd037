import type { ContactType } from '../subscription.js';

/**
 * The texts the browser's api client gives a failed call when the server sent none. They load with
 * the first page (every page has the client), so they live here and the sections that also show
 * them (api, accounts, password reset, contact verification) take them from here: the first page
 * then bundles these few texts rather than those whole sections.
 */
export const apiClientMessages = {
  badRequest: 'The request could not be processed.',
  notFound: 'The requested resource was not found.',
  unauthorized: 'You need to sign in to do that.',
  forbidden: "You don't have permission to do that.",
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again later.',
  timedOut: 'Request timed out. Please try again.',
  network: 'Network error. The server may be down or unreachable.',
  cancelled: 'The request was cancelled.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  resetTokenInvalid: 'Invalid reset token',
  resetTokenNotFound: 'Reset token not found or has expired',
  verificationLinkNotFound: 'Verification link not found or expired.',
  verificationBadShape: (type: ContactType) => `Invalid ${type} verification response format`,
} as const;
