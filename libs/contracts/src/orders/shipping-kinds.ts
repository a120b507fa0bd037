// The ways an order can ship and how each reads, without the checkout's schemas (checkout.ts has
// those): a listing page names its shipping without loading zod.
import { checkoutMessages } from '../messages/checkout.js';

const s = checkoutMessages.shipping;

export const shippingKinds = ['free', 'flat', 'per_unit', 'pickup', 'quote'] as const;
export type ShippingKind = (typeof shippingKinds)[number];
/** Kinds with a cost the seller names. */
export const pricedShippingKinds = ['flat', 'per_unit'] as const satisfies readonly ShippingKind[];

export const maxShippingOptions = shippingKinds.length;

/** How an option reads in the checkout and on the order: "Flat rate per order · ₹150". */
export function shippingText(
  option: { kind: ShippingKind; amountMinor?: number | null; rateMinor?: number | null },
  money: (amountMinor: number) => string,
  unit = 'unit',
): string {
  const rate = option.rateMinor ?? option.amountMinor ?? null;
  const name = s.kinds[option.kind] ?? option.kind;
  if (option.kind === 'flat' && rate !== null) return `${name} · ${money(rate)}`;
  if (option.kind === 'per_unit' && rate !== null) return `${name} · ${money(rate)} per ${unit}`;
  return name;
}
