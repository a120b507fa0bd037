import {
  payoutMethodAnswerSchema,
  payoutMethodsAnswerSchema,
  type AddPayoutMethodInput,
  type PayoutMethodAnswer,
} from '@matchbazaar/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';
import { orderKeys } from './orders-api';

/** The seller's payout methods (docs/product/payouts.md), kept with the money's queries. */

const V1 = '/api/v1';
const seg = encodeURIComponent;

export const payoutMethodsKey = (userId: string) =>
  [...orderKeys.money(userId), 'payout-methods'] as const;

/** GET payout-methods: the methods (last 4 only) and when payouts resume after a change. */
export const payoutMethodsQuery = (userId: string) =>
  queryOptions({
    queryKey: payoutMethodsKey(userId),
    queryFn: ({ signal }) =>
      checkedGet(`${V1}/payout-methods`, payoutMethodsAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
  });

const methodAnswer = (answer: unknown) => {
  const parsed = payoutMethodAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
};

type MethodStep =
  | { step: 'add'; body: AddPayoutMethodInput }
  | { step: 'confirm'; id: string; amountsMinor: [number, number] }
  | { step: 'resend'; id: string }
  | { step: 'default'; id: string };

function methodStep(input: MethodStep): Promise<PayoutMethodAnswer> {
  switch (input.step) {
    case 'add':
      return api.call(
        { method: 'POST', path: `${V1}/payout-methods`, body: input.body },
        methodAnswer,
      );
    case 'confirm':
      return api.call(
        {
          method: 'POST',
          path: `${V1}/payout-methods/${seg(input.id)}/confirmations`,
          body: { amountsMinor: input.amountsMinor },
        },
        methodAnswer,
      );
    case 'resend':
      return api.call(
        { method: 'POST', path: `${V1}/payout-methods/${seg(input.id)}/deposits`, body: {} },
        methodAnswer,
      );
    case 'default':
      return api.call(
        { method: 'POST', path: `${V1}/payout-methods/${seg(input.id)}/default`, body: {} },
        methodAnswer,
      );
  }
}

/** Adds, confirms, resends or makes default; the methods (and the money) are read again. */
export function usePayoutMethodStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: methodStep,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payoutMethodsKey(userId) }),
  });
}

/** DELETE payout-methods/:id. */
export function removePayoutMethod(id: string): Promise<object> {
  return api.call({ method: 'DELETE', path: `${V1}/payout-methods/${seg(id)}` }, () => ({}));
}

export function useRemovePayoutMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutMethod,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payoutMethodsKey(userId) }),
  });
}
