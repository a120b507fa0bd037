import { serverEvents } from '@matchbazaar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime/use-realtime';
import { orderKeys, storeOrder } from './api/orders-api';

/**
 * Keeps the user's orders current while a page that shows them is open: an 'order.changed' push
 * (the order as this user sees it, after the other side's step or a timer) goes into the cache of
 * its page and the lists; a new connection reads them all again, for what changed while offline.
 */
export function useOrdersLive(userId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent(serverEvents.orderChanged, (order) => {
    if (userId) storeOrder(queryClient, userId, order);
  });
  useRealtimeConnected(() => {
    if (userId) void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  });
}
