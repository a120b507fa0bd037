import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportStatus, ReportTargetKind } from '@matchbazaar/contracts';
import { ContentReport } from './content-report.entity.js';

/** Reports' rows: filing one (once per reporter and target while open) and the staff queue. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly em: EntityManager) {}

  openBy(reporterId: string, targetKind: ReportTargetKind, targetId: string) {
    return this.em.findOne(ContentReport, { reporterId, targetKind, targetId, status: 'open' });
  }

  async create(report: ContentReport): Promise<void> {
    await this.em.persist(report).flush();
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

  /** Titles (or shop names) of the reported targets, by id. */
  async targetTitles(reports: readonly ContentReport[]): Promise<Map<string, string>> {
    const ids = (kind: ReportTargetKind) =>
      reports.filter((r) => r.targetKind === kind).map((r) => r.targetId);
    const titles = new Map<string, string>();
    for (const [kind, table, column] of [
      ['listing', 'listing', 'title'],
      ['requirement', 'requirement', 'title'],
      ['shop', 'shop', 'name'],
    ] as const) {
      const wanted = ids(kind);
      if (wanted.length === 0) continue;
      const rows = await this.em.execute<{ id: string; title: string }[]>(
        `select "id", "${column}" as "title" from "${table}" where "id" in (?)`,
        [wanted],
      );
      for (const row of rows) titles.set(row.id, row.title);
    }
    return titles;
  }

  /** The reporters' names as they are now, by account id (an erased account reads as such). */
  async reporterNames(reports: readonly ContentReport[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(reports.map((r) => r.reporterId))];
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; name: string | null }[]>(
      `select "id", nullif(trim("first_name" || ' ' || "last_name"), '') as "name"
       from "app_user" where "id" in (?)`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
