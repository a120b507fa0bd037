import { z } from 'zod';
import { answerSchema } from '../api.js';
import { cursorSchema } from '../catalogue/post-requests.js';
import { instantSchema } from '../instant.js';
import { adminMessages as m } from '../messages/admin.js';
import { roles } from '../roles.js';

/**
 * The audit log (docs/product/admin.md, audit log): every admin and moderator action, who did it,
 * when, to what, and the record before and after. Append-only; GET /api/v1/admin/audit reads it.
 */

/** What was done, as `<target>.<what>`. A module that audits a new kind of action adds it here. */
export const auditActions = [
  'user.role.changed',
  'user.suspended',
  'user.reinstated',
  'user.email.verified',
  'user.password_reset.sent',
  'user.deleted',
  'setting.changed',
  'listing.moderated',
  'requirement.moderated',
  'report.decided',
  'review.hidden',
  'review.unhidden',
  'review.reportsDismissed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetKinds = [
  'user',
  'setting',
  'listing',
  'requirement',
  'report',
  'review',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/**
 * Who acted: an account's role at the time, or `operator` (the operator token: `npm run launch`,
 * curl) or `system` (the launch time passing), which have no account.
 */
export const auditActorRoles = [...roles, 'operator', 'system'] as const;
export type AuditActorRole = (typeof auditActorRoles)[number];

/** A record's fields before or after the action (a setting's as `{ value }`); null for none. */
const auditStateSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditState = z.infer<typeof auditStateSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({
    /** null for the operator and the system. */
    id: z.string().nullable(),
    role: z.enum(auditActorRoles),
    /** The account's name as it is now (null without an account, or once it was deleted). */
    name: z.string().nullable(),
  }),
  action: z.enum(auditActions),
  /** A user's or post's id, or a setting's key. */
  target: z.object({ kind: z.enum(auditTargetKinds), id: z.string() }),
  before: auditStateSchema,
  after: auditStateSchema,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageLimits = { defaultSize: 50, maxSize: 100 } as const;

/** GET /api/v1/admin/audit: filters (all optional), newest first, by keyset cursor. */
export const auditQuerySchema = z
  .object({
    actor: z.uuid({ error: m.auditActorInvalid }).optional(),
    action: z.enum(auditActions, { error: m.auditActionInvalid }).optional(),
    targetKind: z.enum(auditTargetKinds, { error: m.auditTargetKindInvalid }).optional(),
    targetId: z
      .string({ error: m.auditTargetIdInvalid })
      .max(100, { error: m.auditTargetIdInvalid, abort: true })
      .regex(/^[A-Za-z0-9._-]+$/, m.auditTargetIdInvalid)
      .optional(),
    /** Entries at or after this instant. */
    from: instantSchema(m.auditFromInvalid).optional(),
    /** Entries before this instant. */
    to: instantSchema(m.auditToInvalid).optional(),
    cursor: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: m.limitInvalid })
      .int(m.limitInvalid)
      .min(1, m.limitInvalid)
      .max(auditPageLimits.maxSize, m.limitInvalid)
      .default(auditPageLimits.defaultSize),
  })
  .superRefine((query, ctx) => {
    if (query.targetId !== undefined && query.targetKind === undefined)
      ctx.addIssue({ code: 'custom', message: m.auditTargetNeedsKind, path: ['targetKind'] });
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to))
      ctx.addIssue({ code: 'custom', message: m.auditRangeInvalid, path: ['from'] });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageAnswerSchema = answerSchema(
  z.object({
    entries: z.array(auditEntrySchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
);
export type AuditPageAnswer = z.infer<typeof auditPageAnswerSchema>;
