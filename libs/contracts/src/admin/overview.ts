import { z } from 'zod';
import { answerSchema } from '../api.js';

/**
 * GET /api/v1/admin/overview (docs/product/admin.md): the admin dashboard's figures, from the
 * records and the queues as they are now.
 */

const countsSchema = z.record(z.string(), z.number().int());

/** How many sign-up days the chart shows, today included. */
export const signupDays = 14;

export const queueCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    byRole: countsSchema,
    /** The last 14 days (UTC), oldest first, zeros kept. */
    signupsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  }),
  listings: countsSchema,
  requirements: countsSchema,
  moderation: z.object({ pendingPosts: z.number().int(), openReports: z.number().int() }),
  /** null when the queues' Redis does not answer. */
  queues: z.array(queueCountsSchema).nullable(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminOverviewAnswerSchema = answerSchema(adminOverviewSchema);
export type AdminOverviewAnswer = z.infer<typeof adminOverviewAnswerSchema>;
