import type {
  Currency,
  DisputeMessageRequest,
  Order,
  PayoutRequest,
  ResolveDisputeRequest,
} from '@matchbazaar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  downloadTransactionsCsv,
  orderKeys,
  orderStep,
  requestPayout,
  resolveDispute,
  sendDisputeMessage,
  storeOrder,
  type OrderStep,
} from './orders-api';

/** A change answered with the order as it now is: its page, the lists and the money follow. */
function useOrderChange<V>(userId: string, mutationFn: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => storeOrder(queryClient, userId, order),
  });
}

/** POST orders/:id/<step>; a 409 (the order moved on) is the caller's to handle. */
export const useOrderStep = (userId: string) =>
  useOrderChange(userId, ({ id, step, body }: { id: string; step: OrderStep; body: object }) =>
    orderStep(id, step, body),
  );

/** POST orders/:id/dispute/messages. */
export const useSendDisputeMessage = (userId: string) =>
  useOrderChange(userId, ({ id, body }: { id: string; body: DisputeMessageRequest }) =>
    sendDisputeMessage(id, body),
  );

/** POST admin/orders/:id/resolve. */
export const useResolveDispute = (userId: string) =>
  useOrderChange(userId, ({ id, body }: { id: string; body: ResolveDisputeRequest }) =>
    resolveDispute(id, body),
  );

/** POST payouts: the balances and the lines are read again. */
export function useRequestPayout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) => requestPayout(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.money(userId) }),
  });
}

/** The transactions CSV, saved as `name`. */
export const useExportTransactions = () =>
  useMutation({
    mutationFn: ({ currency, name }: { currency: Currency | undefined; name: string }) =>
      downloadTransactionsCsv(currency, name),
  });
