import { z } from 'zod';
import { apiErrorCodes } from './api-error-codes.js';

/** docs/product/api.md: the error body every failing API call returns. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })),
  code: z.enum(apiErrorCodes).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiFieldError = ApiError['errors'][number];

/** A success that carries `data`: `{ success: true, message, data }` (docs/product/api.md). */
export const answerSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

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
