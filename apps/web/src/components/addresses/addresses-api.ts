import {
  addressAnswerSchema,
  addressesAnswerSchema,
  type AddressRequestInput,
  type SavedAddress,
} from '@matchbazaar/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedGet } from '../../lib/server-state/checked-get';
import { api } from '../../lib/session/api';

/**
 * The buyer's address book (docs/product/orders.md, "Checkout"): shared by Settings, which
 * manages it, and the checkout, which picks from it and adds to it.
 */

const base = '/api/v1/account/addresses';
const seg = encodeURIComponent;

export const addressesKey = (userId: string) => ['account', userId, 'addresses'] as const;

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: addressesKey(userId),
    queryFn: ({ signal }) =>
      checkedGet(base, addressesAnswerSchema, signal).then((answer) => answer.data),
    staleTime: 30_000,
  });

const addressOf = (answer: unknown) => {
  const parsed = addressAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data.data.address : null;
};

export type AddressChange =
  | { step: 'add'; body: AddressRequestInput }
  | { step: 'edit'; id: string; body: AddressRequestInput }
  | { step: 'default'; id: string };

function change(input: AddressChange): Promise<SavedAddress> {
  switch (input.step) {
    case 'add':
      return api.call({ method: 'POST', path: base, body: input.body }, addressOf);
    case 'edit':
      return api.call(
        { method: 'PUT', path: `${base}/${seg(input.id)}`, body: input.body },
        addressOf,
      );
    case 'default':
      return api.call(
        { method: 'POST', path: `${base}/${seg(input.id)}/default`, body: {} },
        addressOf,
      );
  }
}

/** Adds, edits or makes default; the book is read again. */
export function useAddressChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}

export function useRemoveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call({ method: 'DELETE', path: `${base}/${seg(id)}` }, () => ({})),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
