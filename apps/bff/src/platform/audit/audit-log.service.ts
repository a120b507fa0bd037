import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  normalizeRole,
  type Actor,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditState,
  type AuditTargetKind,
} from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { keysetFromCursor, pageOf } from '../common/post-keyset.js';
import { Transactions } from '../database/transactions.js';
import { ResourceAccess } from '../policy/resource-access.js';
import { AuditRepository, type AuditRow } from './audit.repository.js';

/** Who did it: a signed-in account, or the operator token or the system (no account). */
export type AuditActor = NonNullable<Actor> | 'operator' | 'system';

export interface AuditTarget {
  kind: AuditTargetKind;
  id: string;
}

/** Entries about one record that a detail page shows before "see all in the audit log". */
const RECENT_ABOUT_TARGET = 20;

/**
 * The audit log (docs/product/admin.md, audit log). Modules call `record` for every admin and
 * moderator action; inside Transactions.run the entry commits with the change it describes.
 * Before and after hold the fields the action changed, never personal data, so an entry can
 * outlive the account it is about.
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly entries: AuditRepository,
    private readonly access: ResourceAccess,
    private readonly transactions: Transactions,
  ) {}

  async record(
    actor: AuditActor,
    action: AuditAction,
    target: AuditTarget,
    before: AuditState,
    after: AuditState,
  ): Promise<void> {
    const account = typeof actor === 'object';
    await this.entries.append({
      actorId: account ? actor.userId : null,
      actorRole: account ? normalizeRole(actor.role) : actor,
      action,
      targetKind: target.kind,
      targetId: target.id,
      before,
      after,
    });
  }

  /** Runs `change`, then records its entry, in one transaction: both commit or neither does. */
  changeAndRecord<T>(
    change: () => Promise<T>,
    ...entry: Parameters<AuditLog['record']>
  ): Promise<T> {
    return this.transactions.run(async () => {
      const result = await change();
      await this.record(...entry);
      return result;
    });
  }

  /** GET /api/v1/admin/audit: admins only, newest first. */
  async page(
    caller: NonNullable<Actor>,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    if (!this.access.can(caller, 'read', { kind: 'auditLog', ownerIds: [] }))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const rows = await this.entries.page(
      {
        actorId: query.actor,
        action: query.action,
        targetKind: query.targetKind,
        targetId: query.targetId,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      },
      keysetFromCursor(query.cursor),
      query.limit + 1,
    );
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.createdAt);
    return { entries: items.map(toAuditEntry), nextCursor };
  }

  /** The newest entries about one record (a user's page shows them). */
  async about(target: AuditTarget): Promise<AuditEntry[]> {
    const rows = await this.entries.page(
      { targetKind: target.kind, targetId: target.id },
      undefined,
      RECENT_ABOUT_TARGET,
    );
    return rows.map(toAuditEntry);
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId },
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
