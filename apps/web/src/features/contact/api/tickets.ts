import {
  ticketAnswerSchema,
  ticketListAnswerSchema,
  type CreateTicketRequest,
  type SupportTicket,
  type TicketListAnswer,
} from '@matchbazaar/contracts';
import { api } from '../../../components/session/api';

/** /api/v1/support/tickets through the app's api client (bearer token, refresh on 401). */

const path = '/api/v1/support/tickets';
const ticketOf = (body: unknown) => ticketAnswerSchema.safeParse(body).data ?? null;

export async function createTicket(
  body: CreateTicketRequest,
): Promise<{ ticket: SupportTicket; message: string }> {
  const answer = await api.call({ method: 'POST', path, body }, ticketOf);
  return { ticket: answer.data.ticket, message: answer.message };
}

export function listTickets(
  query: { status: 'active' | 'all'; before?: number | null },
  signal?: AbortSignal,
): Promise<TicketListAnswer['data']> {
  const params = new URLSearchParams({ status: query.status });
  if (query.before) params.set('before', String(query.before));
  return api.call(
    { path: `${path}?${params.toString()}`, signal },
    (body) => ticketListAnswerSchema.safeParse(body).data?.data ?? null,
  );
}

export async function getTicket(id: number, signal?: AbortSignal): Promise<SupportTicket> {
  return (await api.call({ path: `${path}/${id}`, signal }, ticketOf)).data.ticket;
}

export async function closeTicket(id: number): Promise<{ ticket: SupportTicket; message: string }> {
  const answer = await api.call(
    { method: 'PATCH', path: `${path}/${id}`, body: { status: 'closed' } },
    ticketOf,
  );
  return { ticket: answer.data.ticket, message: answer.message };
}
