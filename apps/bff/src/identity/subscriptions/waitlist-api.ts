import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';

/** A confirm or unsubscribe link's token, as the API receives it; any bad value gets the same text. */
export const linkTokenRequestSchema = z.object({
  token: z
    .string({ error: messages.waitlist.invalidLink })
    .trim()
    .min(1, messages.waitlist.invalidLink)
    .max(64, messages.waitlist.invalidLink),
});
export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

/**
 * Every successful waitlist answer: sign-up, confirm, unsubscribe (the client reads `message`:
 * docs/product/api.md).
 */
export const waitlistAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type WaitlistAnswer = z.infer<typeof waitlistAnswerSchema>;
