import { z } from 'zod';
import { catalogueMessages as m } from '../messages/catalogue.js';

/** Reports of posts and shops for moderators (docs/product/marketplace.md, reports). */
export const reportTargetKinds = ['listing', 'requirement', 'shop'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];
export const reportReasons = [
  'prohibited',
  'fraud',
  'counterfeit',
  'wrong_category',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** The body of POST /api/v1/reports. */
export const reportRequestSchema = z
  .object({
    targetKind: z.enum(reportTargetKinds, { error: m.reportTargetInvalid }),
    targetId: z.uuid({ error: m.reportTargetInvalid }),
    reason: z.enum(reportReasons, { error: m.reportReasonInvalid }),
    details: z
      .string({ error: m.reportDetailsInvalid })
      .max(2000, { error: m.reportDetailsInvalid, abort: true })
      .trim()
      .max(1000, m.reportDetailsInvalid)
      .optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.details?.length ?? 0) > 0, {
    error: m.reportDetailsRequired,
    path: ['details'],
  });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetKind: z.enum(reportTargetKinds),
  targetId: z.string(),
  /** The reported post's title or shop's name, for the moderator's list. */
  targetTitle: z.string().nullable(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ report: reportSchema }),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

export const reportQueueQuerySchema = z.object({
  status: z.enum(reportStatuses, { error: m.statusInvalid }).default('open'),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

/** A report in the staff's queue: who filed it as well (their name as it is now). */
export const queuedReportSchema = reportSchema.extend({
  reporter: z.object({ id: z.string(), name: z.string().nullable() }),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

export const reportQueueAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reports: z.array(queuedReportSchema) }),
});
export type ReportQueueAnswer = z.infer<typeof reportQueueAnswerSchema>;

/** POST /api/v1/reports/:id/decision: staff close a report, acted on or not. */
export const reportDecisionSchema = z.object({
  outcome: z.enum(['resolved', 'dismissed'], { error: m.reportOutcomeInvalid }),
});
export type ReportDecision = z.infer<typeof reportDecisionSchema>;
