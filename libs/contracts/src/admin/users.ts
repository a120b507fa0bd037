import { z } from 'zod';
import { answerSchema } from '../api.js';
import { sessionSchema, userSchema } from '../auth.js';
import { listingStatuses } from '../catalogue/listing.js';
import { requirementStatuses } from '../catalogue/requirement.js';
import { shopSchema } from '../catalogue/shop.js';
import { adminMessages as m } from '../messages/admin.js';
import { roles } from '../roles.js';
import { auditEntrySchema } from './audit.js';

/**
 * Manage Users (docs/product/admin.md): the admin's table of accounts, one account's page, and the
 * actions on it. Every action is audited with the account before and after.
 */

export const adminUserStatuses = ['active', 'suspended'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

export const adminUserSorts = ['name', 'email', 'role', 'createdAt', 'lastSignInAt'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

export const adminUsersPageLimits = { defaultSize: 25, maxSize: 100, maxPage: 10_000 } as const;

const flag = z
  .enum(['true', 'false'], { error: m.verifiedFilterInvalid })
  .transform((value) => value === 'true');

/** GET /api/v1/admin/users: search, filters, sort and page (page numbers: the table shows a total). */
export const adminUsersQuerySchema = z.object({
  /** Part of a first or last name, an email address or a phone number's digits. */
  q: z
    .string({ error: m.userSearchInvalid })
    .max(200, { error: m.userSearchInvalid, abort: true })
    .trim()
    .max(100, m.userSearchInvalid)
    .optional(),
  role: z.enum(roles, { error: m.roleInvalid }).optional(),
  status: z.enum(adminUserStatuses, { error: m.userStatusInvalid }).optional(),
  emailVerified: flag.optional(),
  phoneVerified: flag.optional(),
  sort: z.enum(adminUserSorts, { error: m.userSortInvalid }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: m.orderInvalid }).default('desc'),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(adminUsersPageLimits.maxPage, m.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int(m.pageSizeInvalid)
    .min(1, m.pageSizeInvalid)
    .max(adminUsersPageLimits.maxSize, m.pageSizeInvalid)
    .default(adminUsersPageLimits.defaultSize),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** An account as the admin sees it: the user's own view plus what only staff need. */
export const adminUserSchema = userSchema.extend({
  status: z.enum(adminUserStatuses),
  createdAt: z.string(),
  /** null when the account never signed in (or signed in before this was recorded). */
  lastSignInAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageAnswerSchema = answerSchema(
  z.object({
    users: z.array(adminUserSchema),
    /** Accounts matching the search and filters, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminUsersPageAnswer = z.infer<typeof adminUsersPageAnswerSchema>;

/** One signed-in device of the account (a live refresh-token family). */
export const adminSessionSchema = sessionSchema.omit({ current: true }).extend({
  ip: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** One of the account's posts, for the list on its page. */
export const adminPostSummarySchema = z.object({
  kind: z.enum(['listing', 'requirement']),
  id: z.string(),
  title: z.string(),
  status: z.enum([...listingStatuses, ...requirementStatuses]),
  createdAt: z.string(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  sessions: z.array(adminSessionSchema),
  /** A seller's shop, as its public page shows it. */
  shop: shopSchema.nullable(),
  posts: z.object({
    /** How many of the account's listings and requirements are in each status. */
    listings: z.record(z.enum(listingStatuses), z.number().int()),
    requirements: z.record(z.enum(requirementStatuses), z.number().int()),
    /** The newest 10 of both kinds. */
    recent: z.array(adminPostSummarySchema),
  }),
  /** The newest 20 audit entries about the account; the audit log pages through the rest. */
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserDetailAnswerSchema = answerSchema(adminUserDetailSchema);
export type AdminUserDetailAnswer = z.infer<typeof adminUserDetailAnswerSchema>;

/** `:id` of /api/v1/admin/users/:id...: not a uuid answers as an unknown account (404). */
export const adminUserIdSchema = z.uuid({ error: m.userNotFound });

/** PUT /api/v1/admin/users/:id/role */
export const adminRoleChangeSchema = z.object({
  role: z.enum(roles, { error: m.roleInvalid }),
});
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>;

export const suspensionReasonLimit = 500;

/** POST /api/v1/admin/users/:id/suspend: the reason is kept on the account and in the audit log. */
export const adminSuspendRequestSchema = z.object({
  reason: z
    .string({ error: m.suspendReasonRequired })
    .max(suspensionReasonLimit * 2, { error: m.suspendReasonRequired, abort: true })
    .trim()
    .min(1, m.suspendReasonRequired)
    .max(suspensionReasonLimit, m.suspendReasonRequired),
});
export type AdminSuspendRequest = z.infer<typeof adminSuspendRequestSchema>;

/** The answer of an action that changes the account: the account as it is now. */
export const adminUserAnswerSchema = answerSchema(z.object({ user: adminUserSchema }));
export type AdminUserAnswer = z.infer<typeof adminUserAnswerSchema>;

/** The answer of an action with nothing to show but its message (password reset, delete). */
export const adminDoneAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AdminDoneAnswer = z.infer<typeof adminDoneAnswerSchema>;
