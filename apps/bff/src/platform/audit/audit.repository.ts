import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuditAction,
  AuditActorRole,
  AuditState,
  AuditTargetKind,
} from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import type { Keyset } from '../common/post-keyset.js';
import { joinSql, sql, type Sql } from '../common/sql-fragment.js';
import { AuditEntry } from './audit-entry.entity.js';

export interface NewAuditEntry {
  actorId: string | null;
  actorRole: AuditActorRole;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  before: AuditState;
  after: AuditState;
}

export interface AuditFilter {
  actorId?: string | undefined;
  action?: AuditAction | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** An entry with the acting account's name as it is now (null without an account). */
export interface AuditRow extends NewAuditEntry {
  id: string;
  actorName: string | null;
  createdAt: Date;
}

interface RawRow {
  id: string;
  actor_id: string | null;
  actor_role: AuditActorRole;
  action: AuditAction;
  target_kind: AuditTargetKind;
  target_id: string;
  before: AuditState;
  after: AuditState;
  created_at: Date;
  actor_name: string | null;
}

/**
 * audit_entry rows: append and read, nothing else (the table's trigger refuses the rest). Appends
 * go through the injected EntityManager, so inside Transactions.run they commit with the change.
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly em: EntityManager) {}

  async append(entry: NewAuditEntry, at = new Date()): Promise<void> {
    // Milliseconds from here, not now()'s microseconds: the keyset cursor holds what a Date holds.
    await this.em.insert(AuditEntry, { ...entry, id: randomUUID(), createdAt: at });
  }

  /** Newest first, filtered, after `after`; `limit` rows at most. */
  async page(filter: AuditFilter, after: Keyset | undefined, limit: number): Promise<AuditRow[]> {
    const where: Sql[] = [sql('true')];
    if (filter.actorId) where.push(sql(`e."actor_id" = ?`, filter.actorId));
    if (filter.action) where.push(sql(`e."action" = ?`, filter.action));
    if (filter.targetKind) where.push(sql(`e."target_kind" = ?`, filter.targetKind));
    if (filter.targetId) where.push(sql(`e."target_id" = ?`, filter.targetId));
    if (filter.from) where.push(sql(`e."created_at" >= ?`, filter.from));
    if (filter.to) where.push(sql(`e."created_at" < ?`, filter.to));
    if (after) where.push(sql(`(e."created_at", e."id") < (?, ?)`, after.at, after.id));
    const condition = joinSql(where, ' and ');
    const rows = await this.em.execute<RawRow[]>(
      `select e.*, nullif(trim(u."first_name" || ' ' || u."last_name"), '') as "actor_name"
       from "audit_entry" e left join "app_user" u on u."id" = e."actor_id"
       where ${condition.sql}
       order by e."created_at" desc, e."id" desc
       limit ?`,
      [...condition.params, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorRole: row.actor_role,
      actorName: row.actor_name,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      createdAt: new Date(row.created_at),
    }));
  }
}
