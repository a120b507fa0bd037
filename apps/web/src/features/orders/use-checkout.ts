import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  needsDeliveryAddress,
  type ListingDetail,
  type ShippingKind,
} from '@matchbazaar/contracts';
import { checkoutMachine, type CheckoutPlaceAnswer } from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../../lib/inspector';
import { placeListingOrder } from './api/orders-api';

export type CheckoutStep = 'address' | 'shipping' | 'review';

/**
 * Whether the checkout asks for an address: when one of the listing's options sends the goods
 * (the order's own rule, needsDeliveryAddress); a service offers none, pick-up alone needs none.
 */
export function checkoutNeedsAddress(listing: ListingDetail): boolean {
  return listing.shipping.some((o) => needsDeliveryAddress(listing.groupId, o.kind));
}

/**
 * The checkout machine (machines/src/checkout) for one listing and quantity: its placing sends the
 * choices and turns a refused field back into the step it belongs to. Answers the step on show
 * (placing shows the review), whether it is placing, and tells `onPlaced` the new order once.
 */
export function useCheckout({
  listing,
  quantity,
  needsAddress,
  defaultAddressId,
  onPlaced,
}: {
  listing: ListingDetail;
  quantity: number;
  needsAddress: boolean;
  defaultAddressId: string | null;
  onPlaced: (orderId: string) => void;
}) {
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          place: fromPromise<
            CheckoutPlaceAnswer,
            { addressId: string | null; shipping: ShippingKind | null }
          >(async ({ input }) => {
            try {
              const order = await placeListingOrder(listing.id, {
                quantity,
                ...(input.shipping && { shipping: input.shipping }),
                ...(input.addressId && { addressId: input.addressId }),
              });
              return { ok: true, orderId: order.id };
            } catch (error) {
              const fields = fieldErrorsOf(error);
              if (fields.addressId)
                return { ok: false, step: 'address', message: fields.addressId };
              if (fields.shipping) return { ok: false, step: 'shipping', message: fields.shipping };
              return { ok: false, message: fields.quantity ?? apiErrorMessage(error) };
            }
          }),
        },
      }),
    [listing.id, quantity],
  );
  const [snapshot, send] = useMachine(machine, {
    inspect,
    input: {
      needsAddress,
      shippingKinds: listing.shipping.map((o) => o.kind),
      defaultAddressId,
    },
  });
  const { context } = snapshot;
  const step = (
    snapshot.matches('placing') || snapshot.matches('placed') ? 'review' : snapshot.value
  ) as CheckoutStep;
  const placing = snapshot.matches('placing') || snapshot.matches('placed');
  const placedId = snapshot.matches('placed') ? context.orderId : null;
  const told = useRef(false);
  useEffect(() => {
    if (!placedId || told.current) return;
    told.current = true;
    onPlaced(placedId);
  }, [placedId, onPlaced]);
  return { context, send, step, placing };
}
