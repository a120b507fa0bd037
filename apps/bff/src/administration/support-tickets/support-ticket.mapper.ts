import type { ResourceRef, SupportTicket as TicketView } from '@matchbazaar/contracts';
import type { SupportTicket } from './support-ticket.entity.js';

/** The API's copy of a ticket. */
export function toTicketView(row: SupportTicket): TicketView {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** What the access policy needs to know about a ticket: its owner and state. */
export function ticketResource(row: SupportTicket): ResourceRef<'supportTicket'> {
  return { kind: 'supportTicket', ownerIds: [row.userId], status: row.status };
}
