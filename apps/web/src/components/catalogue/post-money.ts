import {
  marketplaceMessages,
  quantityUnitLabels,
  type ListingCard,
  type QuantityUnit,
  type RequirementCard,
} from '@matchbazaar/contracts';
import { formatPrice } from '../listings/format-price';
import { durationText } from '../relative-time';

const t = marketplaceMessages;

/** A listing's price as cards show it: the amount and its unit, or "Price on request". */
export function listingPriceText(price: ListingCard['price']): {
  amount: string;
  unit: string | null;
} {
  if (price.type === 'on_request' || price.amountMinor === null)
    return { amount: t.priceOnRequest, unit: null };
  return {
    amount: formatPrice({ amountMinor: price.amountMinor, currency: price.currency }),
    unit: t.perUnit(quantityUnitLabels[price.unit]),
  };
}

/** A requirement's budget: a range, an upper bound, or nothing said. */
export function budgetText(budget: RequirementCard['budget']): string | null {
  const money = (amountMinor: number) => formatPrice({ amountMinor, currency: budget.currency });
  if (budget.minMinor !== null && budget.maxMinor !== null && budget.minMinor !== budget.maxMinor)
    return t.budgetRange(money(budget.minMinor), money(budget.maxMinor));
  const top = budget.maxMinor ?? budget.minMinor;
  return top === null ? null : t.budgetUpTo(money(top));
}

/** "3 days 4 h", "5 h 12 min" or "8 min" until `endsAt`; null once it has passed. */
export function timeLeft(endsAt: string, now: number): string | null {
  const ms = Date.parse(endsAt) - now;
  return ms > 0 ? durationText(ms) : null;
}

/** "Pune, Maharashtra". */
export const placeText = (place: { city: string; region: string | null }) =>
  place.region ? `${place.city}, ${place.region}` : place.city;

/** Units that read the same for any amount (symbols and abbreviations). */
const invariable = new Set(['kg', 'sq ft', 'sq m', 'dozen']);

/** "26 pieces", "1 piece", "500 kg": an amount with its unit, plural when it should be. */
export function quantityText(amount: number, unit: QuantityUnit): string {
  const label = quantityUnitLabels[unit];
  const plural =
    amount === 1 || invariable.has(label)
      ? label
      : /(s|x|ch|sh)$/.test(label)
        ? `${label}es`
        : label === 'person'
          ? 'people'
          : `${label}s`;
  return `${amount.toLocaleString('en-US')} ${plural}`;
}
