import { anyReportReasons, reportStatuses, reportTargetKinds } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A signed-in user's report of a listing, requirement, shop or conversation message, for moderators.
 * At most one open report per reporter and target (a partial unique index).
 */
export const ContentReportSchema = defineEntity({
  name: 'ContentReport',
  tableName: 'content_report',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    reporterId: p.uuid(),
    targetKind: p.enum(reportTargetKinds),
    targetId: p.uuid(),
    reason: p.enum(anyReportReasons),
    details: p.string().length(1000).nullable(),
    status: p.enum(reportStatuses).default('open'),
    createdAt: p.datetime().onCreate(() => new Date()),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: p.uuid().nullable(),
  },
});

export class ContentReport extends ContentReportSchema.class {}
ContentReportSchema.setClass(ContentReport);
