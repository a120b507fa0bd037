import { z } from 'zod';
import { contactMaxLengths, multiLineText, singleLineText } from './contact-form.js';
import { limits } from './constants.js';
import { supportTicketsMessages } from './messages/support-tickets.js';

/**
 * Support tickets of signed-in users (docs/product/contact.md: the support/tickets submit, status,
 * history): /api/v1/support/tickets. Bodies and answers shared by the BFF, the pages and tests.
 */

const t = supportTicketsMessages;

export const ticketCategories = [
  'account',
  'billing',
  'orders',
  'listings',
  'technical',
  'safety',
  'other',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** open -> in_progress -> resolved -> closed; support may reopen. */
export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Statuses the ticket-status page lists: those still being worked on. */
export const activeTicketStatuses: readonly TicketStatus[] = ['open', 'in_progress'];

/** Tickets a user may open per window (our own figure). */
export const ticketRateLimit = { perWindow: 10, windowMs: 60 * 60_000 } as const;

/** Tickets per page of the history. */
export const ticketPageSize = 20;

export const createTicketRequestSchema = z.object({
  subject: z
    .string({ error: t.subjectRequired })
    .transform(singleLineText)
    .pipe(z.string().min(1, t.subjectRequired).max(contactMaxLengths.subject, t.subjectTooLong)),
  category: z.enum(ticketCategories, { error: t.categoryRequired }),
  message: z
    .string({ error: t.messageRequired })
    .transform(multiLineText)
    .pipe(
      z
        .string()
        .min(1, t.messageRequired)
        .min(limits.contact.messageMinLength, t.messageTooShort)
        .max(contactMaxLengths.message, t.messageTooLong),
    ),
});
export type CreateTicketRequest = z.infer<typeof createTicketRequestSchema>;
/** The fields whose first error is a 400's message. */
export const ticketMessageFields: readonly string[] = ['subject', 'category', 'message'];

/** A ticket as its owner sees it. Dates are ISO 8601. */
export const supportTicketSchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was last resolved or closed; null while open. */
  closedAt: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const ticketAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ticket: supportTicketSchema }),
});
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;

/** GET /api/v1/support/tickets?status=active|all&before=<id>: newest first, keyset pages. */
export const ticketListQuerySchema = z.object({
  status: z.enum(['active', 'all']).default('all'),
  before: z.coerce.number().int().positive().optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    tickets: z.array(supportTicketSchema),
    /** Pass as `before` for the next (older) page; null on the last. */
    nextBefore: z.number().int().positive().nullable(),
  }),
});
export type TicketListAnswer = z.infer<typeof ticketListAnswerSchema>;

/** A ticket id in a path: a positive integer. */
export const ticketIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * PATCH /api/v1/support/tickets/:id: support staff (roles support and admin) set any status; the
 * owner may only close their own ticket.
 */
export const updateTicketRequestSchema = z.object({
  status: z.enum(ticketStatuses, { error: t.statusInvalid }),
});
export type UpdateTicketRequest = z.infer<typeof updateTicketRequestSchema>;
