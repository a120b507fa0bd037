import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  reportTargetKinds,
  type AnyReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '@matchbazaar/contracts';
import { ContentReport } from './content-report.entity.js';

/** Where each kind of target lives: its table, its title column and its author column. */
const targets = {
  listing: { table: 'listing', title: '"title"', author: 'seller_id' },
  requirement: { table: 'requirement', title: '"title"', author: 'buyer_id' },
  shop: { table: 'shop', title: '"name"', author: 'owner_id' },
  // A message's text is what the moderator reads: up to 1,000 characters of it.
  message: { table: 'conversation_message', title: 'left("text", 1000)', author: 'sender_id' },
} as const satisfies Record<ReportTargetKind, { table: string; title: string; author: string }>;

/** Reports' rows: filing one (once per reporter and target while open) and the staff queue. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly em: EntityManager) {}

  openBy(reporterId: string, targetKind: ReportTargetKind, targetId: string) {
    return this.em.findOne(ContentReport, { reporterId, targetKind, targetId, status: 'open' });
  }

  /**
   * Files the report unless this reporter has one open about the same target (the partial unique
   * index decides, so two requests at once file one): the stored row, or null when one was open.
   */
  async fileOnce(report: {
    reporterId: string;
    targetKind: ReportTargetKind;
    targetId: string;
    reason: AnyReportReason;
    details: string | null;
  }): Promise<ContentReport | null> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `insert into "content_report" ("id", "reporter_id", "target_kind", "target_id", "reason", "details", "status", "created_at")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, 'open', now())
       on conflict ("reporter_id", "target_kind", "target_id") where "status" = 'open' do nothing
       returning *`,
      [report.reporterId, report.targetKind, report.targetId, report.reason, report.details],
    );
    // The stored row comes back with the insert: no second read.
    return row ? this.em.map(ContentReport, row) : null;
  }

  /** Whether anyone ever reported this target (staff may then read a private one). */
  async wasReported(targetKind: ReportTargetKind, targetId: string): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from "content_report" where "target_kind" = ? and "target_id" = ? limit 1`,
      [targetKind, targetId],
    );
    return rows.length > 0;
  }

  findById(id: string) {
    return this.em.findOne(ContentReport, { id });
  }

  /** Closes an open report; false when it was closed already (by another moderator too). */
  async decide(id: string, outcome: 'resolved' | 'dismissed', by: string, at: Date) {
    const updated = await this.em.nativeUpdate(
      ContentReport,
      { id, status: 'open' },
      { status: outcome, resolvedBy: by, resolvedAt: at },
    );
    return updated === 1;
  }

  /** Oldest first: the queue is worked from its end. */
  queue(status: ReportStatus, limit: number) {
    return this.em.find(
      ContentReport,
      { status },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
  }

  /**
   * What the reported targets are, by id: their title (a shop's name, a message's text) and whose
   * they are (the author's account id; null for a system message). A target gone is missing.
   */
  async targets(
    reports: readonly ContentReport[],
  ): Promise<Map<string, { title: string; authorId: string | null }>> {
    const found = new Map<string, { title: string; authorId: string | null }>();
    for (const kind of reportTargetKinds) {
      const wanted = reports.filter((r) => r.targetKind === kind).map((r) => r.targetId);
      if (wanted.length === 0) continue;
      const { table, title, author } = targets[kind];
      const rows = await this.em.execute<{ id: string; title: string; author_id: string | null }[]>(
        `select "id", ${title} as "title", "${author}" as "author_id" from "${table}" where "id" in (?)`,
        [wanted],
      );
      for (const row of rows) found.set(row.id, { title: row.title, authorId: row.author_id });
    }
    return found;
  }

  /** Accounts' names as they are now, by id (an erased account's name is empty: null). */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; name: string | null }[]>(
      `select "id", nullif(trim("first_name" || ' ' || "last_name"), '') as "name"
       from "app_user" where "id" in (?)`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
