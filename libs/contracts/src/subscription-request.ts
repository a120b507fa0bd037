import { z } from 'zod';
import { limits } from './constants.js';
import { subscriptionMessages } from './messages/subscription.js';
import { subscriptionEmailError } from './subscription.js';

/**
 * POST /api/subscribers body (SPEC.md section 7). Apart from subscription.ts, so the launch page's
 * form, which needs only the rules, does not bundle zod.
 */
export const subscriptionRequestSchema = z.discriminatedUnion('contactType', [
  z.object({
    contactType: z.literal('email'),
    email: z
      .string({ error: subscriptionMessages.invalidEmail })
      .trim()
      .max(254, subscriptionMessages.invalidEmail)
      .refine((v) => subscriptionEmailError(v) === null, subscriptionMessages.invalidEmail),
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
