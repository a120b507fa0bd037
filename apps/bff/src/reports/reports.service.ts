import { HttpStatus, Injectable } from '@nestjs/common';
import {
  accessPolicy,
  messages,
  type Actor,
  type QueuedReport,
  type Report,
  type ReportDecision,
  type ReportQueueQuery,
  type ReportRequest,
} from '@matchbazaar/contracts';
import { AuditLog } from '../audit/audit-log.service.js';
import { ApiException } from '../common/api-exception.js';
import { listingResource } from '../listings/listing.mapper.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ResourceAccess } from '../policy/resource-access.js';
import { requirementResource } from '../requirements/requirement.mapper.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { ContentReport } from './content-report.entity.js';
import { ReportsRepository } from './reports.repository.js';

const m = messages.catalogue;
type Caller = NonNullable<Actor>;
const report = { kind: 'report', ownerIds: [] } as const;

/** Reports of posts and shops (docs/product/marketplace.md, reports). */
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
    const earlier = await this.reports.openBy(caller.userId, request.targetKind, request.targetId);
    if (earlier) return toReport(earlier, null);
    const row = new ContentReport();
    Object.assign(row, {
      reporterId: caller.userId,
      targetKind: request.targetKind,
      targetId: request.targetId,
      reason: request.reason,
      details: request.details ?? null,
    });
    await this.reports.create(row);
    return toReport(row, null);
  }

  /** The staff's queue, oldest first, with what each report is about and who filed it. */
  async queue(caller: Caller, query: ReportQueueQuery): Promise<QueuedReport[]> {
    if (!this.access.can(caller, 'review', report))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const rows = await this.reports.queue(query.status, 200);
    const titles = await this.reports.targetTitles(rows);
    const names = await this.reports.reporterNames(rows);
    return rows.map((row) => ({
      ...toReport(row, titles.get(row.targetId) ?? null),
      reporter: { id: row.reporterId, name: names.get(row.reporterId) ?? null },
    }));
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
        return row !== null && accessPolicy.can(caller, 'read', listingResource(row));
      }
      case 'requirement': {
        const row = await this.requirements.findById(request.targetId);
        return row !== null && accessPolicy.can(caller, 'read', requirementResource(row));
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
