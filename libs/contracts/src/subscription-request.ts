import { z } from 'zod';
import { limits } from './constants.js';
import { subscriptionMessages } from './messages/subscription.js';
import { emailMaxLength, isDeliverableEmail } from './email-address.js';

/**
 * POST /api/subscribers body (docs/product/api.md). Apart from subscription.ts, so the launch
 * page's form, which needs only the rules, does not bundle zod.
 */
export const subscriptionRequestSchema = z.discriminatedUnion('contactType', [
  z.object({
    contactType: z.literal('email'),
    email: z
      .string({ error: subscriptionMessages.invalidEmail })
      .trim()
      .max(emailMaxLength, { error: subscriptionMessages.invalidEmail, abort: true })
      // The deliverable rule, which implies the form's shape: what the mail job would refuse is
      // refused here.
      .refine(isDeliverableEmail, subscriptionMessages.invalidEmail),
    source: z.literal(limits.subscriptionSource),
  }),
  z.object({
    contactType: z.literal('phone'),
    phone: z
      .string({ error: subscriptionMessages.invalidPhone })
      .regex(/^\d{10,15}$/, subscriptionMessages.invalidPhone),
    source: z.literal(limits.subscriptionSource),
  }),
]);
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;
