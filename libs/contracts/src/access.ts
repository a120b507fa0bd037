import { z } from 'zod';
import { limits } from './constants.js';
import { accessGateMessages } from './messages/access-gate.js';

/** POST /api/access/verify: the site access code, checked by the server only. */
export const accessVerifyRequestSchema = z.object({
  code: z
    .string({ error: accessGateMessages.tooShort })
    .min(limits.accessCode.minLength, accessGateMessages.tooShort)
    .max(256, accessGateMessages.firstWrong),
});
export type AccessVerifyRequest = z.infer<typeof accessVerifyRequestSchema>;

export const accessVerifyResponseSchema = z.object({
  success: z.literal(true),
  verified: z.literal(true),
});

/** The answer of a refused code while the server's lockout runs (429, also in Retry-After). */
export const accessLockedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })),
  retryAfterSeconds: z.number().int().positive(),
});

/** The httpOnly, signed cookie a verified browser carries. */
export const siteAccessCookie = 'mb_site_access';
