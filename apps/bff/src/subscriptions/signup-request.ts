import {
  digitsOnly,
  mailMessageSchema,
  messages,
  subscriptionRequestSchema,
  type ContactType,
} from '@matchbazaar/contracts';

/** A sign-up as stored: one normalised address per contact type. */
export interface Signup {
  contactType: ContactType;
  /** An email trimmed with its domain in lower case, or a phone number's digits. */
  address: string;
  source: string;
}

/** The local part may be case-sensitive (RFC 5321); the domain never is. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** The mail job checks the recipient more strictly than SPEC.md's shape does; refuse up front what it would. */
const deliverableEmail = mailMessageSchema.shape.to;

/**
 * POST /api/subscribers' body (SPEC.md sections 5 and 7), normalised. An address SPEC's shape lets
 * through but no mail could be sent to (`a@b.c`, a quote in the domain) gets SPEC's email message.
 */
export const signupSchema = subscriptionRequestSchema.transform((request, ctx): Signup => {
  if (request.contactType === 'phone') {
    return { contactType: 'phone', address: digitsOnly(request.phone), source: request.source };
  }
  const address = normaliseEmail(request.email);
  if (!deliverableEmail.safeParse(address).success) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: messages.subscription.invalidEmail });
  }
  return { contactType: 'email', address, source: request.source };
});
