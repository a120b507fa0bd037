import { contactMaxLengths, ticketCategories, ticketStatuses } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** A signed-in user's support request; only its owner (and support staff) may see it. */
export const SupportTicketSchema = defineEntity({
  name: 'SupportTicket',
  tableName: 'support_ticket',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The owner (app_user.id); tickets go when the account goes. */
    userId: p.uuid(),
    subject: p.string().length(contactMaxLengths.subject),
    category: p.enum(ticketCategories),
    message: p.text(),
    status: p.enum(ticketStatuses).default('open'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** When it was last resolved or closed; null while open or in progress. */
    closedAt: p.datetime().nullable(),
  },
});

export class SupportTicket extends SupportTicketSchema.class {}
SupportTicketSchema.setClass(SupportTicket);
