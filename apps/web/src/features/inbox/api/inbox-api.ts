import {
  attachmentUploadAnswerSchema,
  conversationAnswerSchema,
  conversationsAnswerSchema,
  inquiriesAnswerSchema,
  messageAnswerSchema,
  messagesAnswerSchema,
  type InquiryState,
  type MessageReportRequest,
} from '@matchbazaar/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';

/** The inbox's reads and writes (docs/product/live-marketplace.md); keys carry the user's id. */

export type ConversationFilter = 'all' | 'listing' | 'requirement' | 'archived';

export const inboxKeys = {
  all: (userId: string) => ['inbox', userId] as const,
  lists: (userId: string) => ['inbox', userId, 'list'] as const,
  list: (userId: string, filter: ConversationFilter, q: string) =>
    ['inbox', userId, 'list', filter, q] as const,
  conversation: (userId: string, id: string) => ['inbox', userId, 'conversation', id] as const,
  unread: (userId: string) => ['inbox', userId, 'unread'] as const,
  messages: (userId: string, id: string) => ['inbox', userId, 'messages', id] as const,
  inquiries: (userId: string, state: InquiryState | undefined) =>
    ['inbox', userId, 'inquiries', state ?? 'all'] as const,
  inquiriesPrefix: (userId: string) => ['inbox', userId, 'inquiries'] as const,
};

const base = '/api/v1';

const checked =
  <S extends z.ZodType>(schema: S) =>
  (body: Record<string, unknown>): z.infer<S> | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };

export const conversationsQuery = (userId: string, filter: ConversationFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(userId, filter, q),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${base}/conversations${queryString({ filter, q: q.trim(), cursor: pageParam })}`,
        conversationsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/** Unread messages over the user's conversations not archived (one row of the list comes along). */
export const inboxUnreadQuery = (userId: string) =>
  queryOptions({
    queryKey: inboxKeys.unread(userId),
    queryFn: ({ signal }) =>
      checkedGet(
        `${base}/conversations${queryString({ filter: 'all', limit: 1 })}`,
        conversationsAnswerSchema,
        signal,
      ).then((answer) => answer.data.unreadTotal),
    staleTime: 30_000,
  });

export const conversationQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(userId, id),
    queryFn: ({ signal }) =>
      checkedGet(`${base}/conversations/${id}`, conversationAnswerSchema, signal).then(
        (answer) => answer.data.conversation,
      ),
    staleTime: 0,
  });

/** A page of messages, oldest first: the latest, the ones after a seq, or the ones before it. */
export const fetchMessages = (
  id: string,
  place: { after?: string; before?: string },
  signal?: AbortSignal,
) =>
  checkedGet(
    `${base}/conversations/${id}/messages${queryString({ ...place, limit: 100 })}`,
    messagesAnswerSchema,
    signal,
  ).then((answer) => answer.data);

export const inquiriesQuery = (userId: string, state: InquiryState | undefined) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.inquiries(userId, state),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${base}/inquiries${queryString({ state, cursor: pageParam })}`,
        inquiriesAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

export interface MessageBody {
  text?: string;
  attachmentIds?: string[];
}

/** One send of a message with the client's id (a repeat answers the stored one). */
export const sendMessage = (conversationId: string, id: string, body: MessageBody) =>
  api.call(
    {
      path: `${base}/conversations/${conversationId}/messages`,
      method: 'POST',
      body: { id, ...body },
      // A send that hangs is retried by the queue: the id keeps it from being stored twice.
      timeoutMs: 15_000,
    },
    checked(messageAnswerSchema),
  );

export const uploadAttachment = (conversationId: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.call(
    {
      path: `${base}/conversations/${conversationId}/attachments`,
      method: 'POST',
      body: form,
      timeoutMs: 120_000,
    },
    checked(attachmentUploadAnswerSchema),
  );
};

const done = () => ({});

export const markRead = (conversationId: string, upTo: string) =>
  api.call(
    { path: `${base}/conversations/${conversationId}/read`, method: 'POST', body: { upTo } },
    done,
  );

export const setArchived = (conversationId: string, archived: boolean) =>
  api.call(
    {
      path: `${base}/conversations/${conversationId}/archive`,
      method: archived ? 'PUT' : 'DELETE',
    },
    done,
  );

export const setBlocked = (userId: string, blocked: boolean) =>
  api.call({ path: `${base}/users/${userId}/block`, method: blocked ? 'PUT' : 'DELETE' }, done);

export const reportMessage = (messageId: string, request: MessageReportRequest) =>
  api.call(
    { path: `${base}/messages/${messageId}/report`, method: 'POST', body: request },
    (body) => ({ message: typeof body.message === 'string' ? body.message : '' }),
  );
