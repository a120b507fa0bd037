import {
  ticketAnswerSchema,
  ticketListAnswerSchema,
  type CreateTicketRequest,
  type SupportTicket,
  type TicketListAnswer,
} from '@matchbazaar/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/session/api';

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

/**
 * Query keys of the tickets. They carry the user's id, so what one account loaded is never shown
 * to the next one signed in on this browser.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: (userId: string) => [...ticketKeys.all, userId, 'list'] as const,
  list: (userId: string, status: 'active' | 'all') =>
    [...ticketKeys.lists(userId), status] as const,
  detail: (userId: string, id: number) => [...ticketKeys.all, userId, 'detail', id] as const,
};

/** The user's tickets, newest first, a page at a time ("load older" asks for the next). */
export const ticketListQuery = (userId: string, status: 'active' | 'all') =>
  infiniteQueryOptions({
    queryKey: ticketKeys.list(userId, status),
    queryFn: ({ pageParam, signal }) => listTickets({ status, before: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });

/** One of the user's tickets. */
export const ticketQuery = (userId: string, id: number) =>
  queryOptions({
    queryKey: ticketKeys.detail(userId, id),
    queryFn: ({ signal }) => getTicket(id, signal),
    staleTime: 0,
  });

/** A ticket was created or changed: the lists that show it are read again. */
export function ticketsChanged(queryClient: QueryClient, userId: string, ticket?: SupportTicket) {
  if (ticket) queryClient.setQueryData(ticketQuery(userId, ticket.id).queryKey, ticket);
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists(userId) });
}

/** Sending a new ticket: it joins the cache and the user's lists are read again. */
export function useCreateTicket(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: ({ ticket }) => ticketsChanged(queryClient, userId, ticket),
  });
}

/** Closing ticket `id`: the same cache changes as a new one. */
export function useCloseTicket(userId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(id),
    onSuccess: ({ ticket }) => ticketsChanged(queryClient, userId, ticket),
  });
}
