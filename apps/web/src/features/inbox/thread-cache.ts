import {
  compareSeq,
  lastSeq,
  lastSeqWithoutGap,
  mergeMessages,
  type Conversation,
  type ConversationMessage,
} from '@matchbazaar/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchMessages, inboxKeys } from './api/inbox-api';

/**
 * A thread's messages in the query cache: the latest page first, then every fetch asks only for
 * what came after the last seq held without a gap (a reconnect, a push that skipped one) and
 * merges it in, one copy per id.
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
        const page = await fetchMessages(id, { after: lastSeqWithoutGap(items) }, signal);
        const merged = mergeMessages(items, page.items);
        // Nothing new (a hole the server cannot fill) ends it as surely as the last page does.
        const added = merged !== items;
        items = merged;
        if (!page.more || page.items.length === 0 || !added) break;
      }
      // Pushes that landed meanwhile are kept too.
      const now = queryClient.getQueryData<ThreadData>(key) ?? held;
      return { ...now, items: mergeMessages(now.items, items) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
};

/**
 * A stored message (a send's answer, a push) into its thread, if the thread is held. One that
 * leaves a gap behind it (its seq is past the next one held) means a message was missed: the
 * thread is read again, after its last seq without a gap.
 */
export function addMessage(
  queryClient: QueryClient,
  userId: string,
  message: ConversationMessage,
): void {
  const key = inboxKeys.messages(userId, message.conversationId);
  const held = queryClient.getQueryData<ThreadData>(key);
  if (!held) return;
  const items = mergeMessages(held.items, [message]);
  queryClient.setQueryData<ThreadData>(key, { ...held, items });
  if (held.items.length > 0 && lastSeqWithoutGap(items) !== lastSeq(items)) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
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
