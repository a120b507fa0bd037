import { serverEvents } from '@matchbazaar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime/use-realtime';
import { useSession } from '../../lib/session/use-session';
import { inboxKeys, inboxUnreadQuery } from './api/inbox-api';

/**
 * How many messages wait unread in the signed-in user's inbox (archived conversations aside), for
 * the dashboard's Inbox link. Read again whenever a message or the user's own read mark arrives
 * over the live connection, and on each (re)connection, when pushes may have been missed; while
 * the inbox page is open its list brings the count along, and no second read is made.
 */
export function useInboxUnread(): number {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const unread = useQuery({ ...inboxUnreadQuery(userId ?? ''), enabled: userId !== undefined });
  const refresh = () => {
    if (!userId) return;
    const listOpen =
      queryClient.getQueryCache().findAll({ queryKey: inboxKeys.lists(userId), type: 'active' })
        .length > 0;
    if (!listOpen) void queryClient.invalidateQueries({ queryKey: inboxKeys.unread(userId) });
  };
  useRealtimeEvent(serverEvents.conversationMessage, refresh);
  // The other side's receipts change nothing of ours.
  useRealtimeEvent(serverEvents.conversationRead, (payload) => {
    if (payload.userId === userId) refresh();
  });
  useRealtimeConnected(refresh);
  return unread.data ?? 0;
}
