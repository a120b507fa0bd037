import {
  digitsOnly,
  normalizeEmail,
  subscriptionRequestSchema,
  type ContactType,
} from '@matchbazaar/contracts';

/**
 * A sign-up as stored: one normalised address per contact type. Emails are normalised as accounts
 * are (contracts' normalizeEmail: the local part may be case-sensitive, RFC 5321; the domain never
 * is), so a subscriber and an account with the same address agree.
 */
export interface Signup {
  contactType: ContactType;
  /** An email trimmed with its domain in lower case, or a phone number's digits. */
  address: string;
  source: string;
}

/**
 * POST /api/subscribers' body (docs/product/launch-page.md and docs/product/api.md), normalised.
 * The request schema already applies the mail job's address rule, so an address saved here can
 * always be mailed.
 */
export const signupSchema = subscriptionRequestSchema.transform((request): Signup =>
  request.contactType === 'phone'
    ? { contactType: 'phone', address: digitsOnly(request.phone), source: request.source }
    : { contactType: 'email', address: normalizeEmail(request.email), source: request.source },
);
