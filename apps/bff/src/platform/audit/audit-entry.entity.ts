import { auditActions, auditActorRoles, auditTargetKinds } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One admin or moderator action (docs/product/admin.md, audit log). Rows are only ever inserted:
 * the table's trigger refuses updates and deletes, and AuditRepository has no way to ask for one.
 */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The acting account; null for the operator token and the system. */
    actorId: p.uuid().nullable(),
    actorRole: p.enum(auditActorRoles),
    action: p.enum(auditActions),
    targetKind: p.enum(auditTargetKinds),
    targetId: p.string().length(100),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
