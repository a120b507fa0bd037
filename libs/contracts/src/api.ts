import { z } from 'zod';

/**
 * An error body's `code`: a stable reason for the few refusals a client must tell apart from others
 * of the same status. The message is for people and may be reworded; clients test the code.
 */
export const apiErrorCodes = {
  /**
   * 403 before launch: the browser lacks the access gate's pass. It says nothing about the user's
   * session, so a client sends the browser back to the gate and keeps the session.
   */
  siteAccessRequired: 'site_access_required',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

/** SPEC.md section 7: the error body every failing API call returns. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })),
  code: z.enum(apiErrorCodes).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiFieldError = ApiError['errors'][number];

export const dependencyStateSchema = z.enum(['up', 'down']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: dependencyStateSchema,
    redis: dependencyStateSchema,
    queues: z.record(
      z.string(),
      z.object({
        state: dependencyStateSchema,
        waiting: z.number().optional(),
        active: z.number().optional(),
        failed: z.number().optional(),
      }),
    ),
  }),
});
export type Health = z.infer<typeof healthSchema>;
