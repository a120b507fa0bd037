import type { ContactType } from '../subscription.js';
import { apiClientMessages } from './api-client.js';

export const contactVerificationMessages = {
  tokenMissing: (type: ContactType) => `Missing verification token for ${type}`,
  valueMissing: (type: ContactType) => `Missing ${type} value to verify`,
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone number format',
  unauthorized: (type: ContactType) =>
    `Unauthorized: You don't have permission to verify this ${type}.`,
  notAuthorized: "You're not authorized to perform this verification.",
  linkNotFound: apiClientMessages.verificationLinkNotFound,
  endpointNotFound: 'Verification endpoint not found.',
  badRequest: 'Invalid verification request.',
  serverError: (type: ContactType) => `Server error during ${type} verification.`,
  timedOut: (type: ContactType) => `${type} verification timed out.`,
  badShape: apiClientMessages.verificationBadShape,
  failed: (type: ContactType) => `Failed to verify ${type}`,
} as const;
