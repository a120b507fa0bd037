import { z } from 'zod';
import { catalogueMessages as m } from '../messages/catalogue.js';

/**
 * Reports for moderators (docs/product/marketplace.md, reports): of public posts and shops through
 * POST /api/v1/reports, and of conversation messages through the message's own route (only its
 * conversation's participants may report it). One queue holds them all.
 */
export const reportTargetKinds = ['listing', 'requirement', 'shop', 'message'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];
/** What POST /api/v1/reports takes: what anyone may see. */
export const postReportTargetKinds = ['listing', 'requirement', 'shop'] as const;
export type PostReportTargetKind = (typeof postReportTargetKinds)[number];
/** Why a post or shop is reported. */
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
/** Every reason a stored report may give: the posts' and the messages' ones. */
export const anyReportReasons = [...reportReasons, 'spam', 'harassment'] as const;
export type AnyReportReason = (typeof anyReportReasons)[number];
/** Why a conversation message is reported. */
export const messageReportReasons = [
  'spam',
  'harassment',
  'fraud',
  'offensive',
  'other',
] as const satisfies readonly AnyReportReason[];
export type MessageReportReason = (typeof messageReportReasons)[number];
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** The body of POST /api/v1/reports. */
export const reportRequestSchema = z
  .object({
    targetKind: z.enum(postReportTargetKinds, { error: m.reportTargetInvalid }),
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
  /** The reported post's title, shop's name or message's text, for the moderator's list. */
  targetTitle: z.string().nullable(),
  reason: z.enum(anyReportReasons),
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

const personSchema = z.object({ id: z.string(), name: z.string().nullable() });

/**
 * A report in the staff's queue: who filed it, and whose the reported thing is (the post's author,
 * the shop's seller, the message's sender), with their names as they are now.
 */
export const queuedReportSchema = reportSchema.extend({
  reporter: personSchema,
  author: personSchema.nullable(),
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
