import type { Conversation, ConversationMessage } from '@matchbazaar/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchMessages, inboxKeys } from './api/inbox-api';
import { compareSeq, lastSeq, mergeMessages } from './thread-merge';

/**
 * A thread's messages in the query cache: the latest page first, then every fetch asks only for
 * what came after the last seq held (a reconnect, a push) and merges it in, one copy per id.
 */
export interface ThreadData {
  items: ConversationMessage[];
  /** Older messages wait before the first one held. */
  olderMore: boolean;
}

export const threadQuery = (queryClient: QueryClient, userId: string, id: string) => {
  const key = inboxKeys.messages(userId, id);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ThreadData> => {
      const held = queryClient.getQueryData<ThreadData>(key);
      if (!held || held.items.length === 0) {
        const page = await fetchMessages(id, {}, signal);
        return { items: page.items, olderMore: page.more };
      }
      let items = held.items;
      for (;;) {
        const page = await fetchMessages(id, { after: lastSeq(items) }, signal);
        items = mergeMessages(items, page.items);
        if (!page.more || page.items.length === 0) break;
      }
      // Pushes that landed meanwhile are kept too.
      const now = queryClient.getQueryData<ThreadData>(key) ?? held;
      return { ...now, items: mergeMessages(now.items, items) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
};

/** A stored message (a send's answer, a push) into its thread, if the thread is held. */
export function addMessage(
  queryClient: QueryClient,
  userId: string,
  message: ConversationMessage,
): void {
  queryClient.setQueryData<ThreadData>(
    inboxKeys.messages(userId, message.conversationId),
    (old) => old && { ...old, items: mergeMessages(old.items, [message]) },
  );
}

/** Older history before the first message held. */
export async function loadOlder(queryClient: QueryClient, userId: string, id: string) {
  const key = inboxKeys.messages(userId, id);
  const held = queryClient.getQueryData<ThreadData>(key);
  const first = held?.items[0];
  if (!held || !first) return;
  const page = await fetchMessages(id, { before: first.seq });
  queryClient.setQueryData<ThreadData>(key, (old) =>
    old ? { items: mergeMessages(old.items, page.items), olderMore: page.more } : old,
  );
}

/** Read marks move forward only (a receipt that arrives late changes nothing). */
export function updateConversation(
  queryClient: QueryClient,
  userId: string,
  id: string,
  change: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueryData<Conversation>(
    inboxKeys.conversation(userId, id),
    (old) => old && change(old),
  );
}

export const laterSeq = (a: string, b: string) => (compareSeq(a, b) >= 0 ? a : b);
