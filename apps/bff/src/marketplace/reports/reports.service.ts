import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  type Actor,
  type QueuedReport,
  type Report,
  type ReportDecision,
  type ReportQueueQuery,
  type MessageReportRequest,
  type ReportRequest,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { listingResource } from '../listings/listing.mapper.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { requirementResource } from '../requirements/requirement.mapper.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { ContentReport } from './content-report.entity.js';
import { ReportsRepository } from './reports.repository.js';

const m = messages.catalogue;
type Caller = NonNullable<Actor>;
const report = { kind: 'report', ownerIds: [] } as const;

/**
 * Reports of posts, shops and conversation messages, and the staff's one queue of them
 * (docs/product/marketplace.md, reports). The conversations module files reports of messages.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
    private readonly shops: ShopsRepository,
    private readonly access: ResourceAccess,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Files a report of something the caller can see publicly. Reporting the same thing again while
   * the first report is open answers that one: a double click files one report.
   */
  async file(caller: Caller, request: ReportRequest): Promise<Report> {
    if (!this.access.can(caller, 'create', report))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    if (!(await this.isPublic(caller, request))) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.reportTargetMissing, [
        { path: 'targetId', msg: m.reportTargetMissing },
      ]);
    }
    const filed = await this.reports.fileOnce({
      reporterId: caller.userId,
      targetKind: request.targetKind,
      targetId: request.targetId,
      reason: request.reason,
      details: request.details ?? null,
    });
    const row =
      filed ?? (await this.reports.openBy(caller.userId, request.targetKind, request.targetId));
    // Null only if the open one was closed in between: then this one is filed next time.
    if (!row) throw new ApiException(HttpStatus.CONFLICT, m.reportAlreadyDecided);
    return toReport(row, null);
  }

  /**
   * Files a report of a conversation message for the staff's queue; the conversations service has
   * checked that the caller may report it. False when the caller has one open about it already.
   */
  async fileAboutMessage(
    reporterId: string,
    messageId: string,
    request: MessageReportRequest,
  ): Promise<boolean> {
    const filed = await this.reports.fileOnce({
      reporterId,
      targetKind: 'message',
      targetId: messageId,
      reason: request.reason,
      details: request.details || null,
    });
    return filed !== null;
  }

  /** Whether anyone reported the message: staff may read a reported message. */
  messageWasReported(messageId: string): Promise<boolean> {
    return this.reports.wasReported('message', messageId);
  }

  /** The staff's queue, oldest first, with what each report is about and who filed it. */
  async queue(caller: Caller, query: ReportQueueQuery): Promise<QueuedReport[]> {
    if (!this.access.can(caller, 'review', report))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const rows = await this.reports.queue(query.status, 200);
    const targets = await this.reports.targets(rows);
    const authorOf = (row: ContentReport) => targets.get(row.targetId)?.authorId ?? null;
    const names = await this.reports.namesOf([
      ...rows.map((row) => row.reporterId),
      ...rows.flatMap((row) => authorOf(row) ?? []),
    ]);
    const person = (id: string) => ({ id, name: names.get(id) ?? null });
    return rows.map((row) => {
      const author = authorOf(row);
      return {
        ...toReport(row, targets.get(row.targetId)?.title ?? null),
        reporter: person(row.reporterId),
        author: author ? person(author) : null,
      };
    });
  }

  /** A moderator closes an open report (after acting on the post through moderation, or not). */
  async decide(caller: Caller, id: string, decision: ReportDecision): Promise<Report> {
    if (!this.access.can(caller, 'review', report))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const row = await this.reports.findById(id);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, m.reportNotFound);
    await this.audit.changeAndRecord(
      async () => {
        if (!(await this.reports.decide(id, decision.outcome, caller.userId, new Date())))
          throw new ApiException(HttpStatus.CONFLICT, m.reportAlreadyDecided);
      },
      caller,
      'report.decided',
      { kind: 'report', id },
      { status: 'open' },
      { status: decision.outcome },
    );
    return toReport({ ...row, status: decision.outcome }, null);
  }

  private async isPublic(caller: Caller, request: ReportRequest): Promise<boolean> {
    switch (request.targetKind) {
      case 'listing': {
        const row = await this.listings.findById(request.targetId);
        return row !== null && this.access.can(caller, 'read', listingResource(row));
      }
      case 'requirement': {
        const row = await this.requirements.findById(request.targetId);
        return row !== null && this.access.can(caller, 'read', requirementResource(row));
      }
      case 'shop':
        return (await this.shops.findById(request.targetId)) !== null;
    }
  }
}

function toReport(row: ContentReport, targetTitle: string | null): Report {
  return {
    id: row.id,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetTitle,
    reason: row.reason,
    details: row.details ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
