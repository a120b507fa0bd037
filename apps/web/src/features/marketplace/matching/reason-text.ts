import {
  marketplaceMessages,
  matchingMessages,
  quantityUnitLabels,
  type MatchReason,
  type QuantityUnit,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import { quantityText } from '../../../components/catalogue/post-money';
import { formatPrice } from '../../../components/listings/format-price';

/** Who reads the reason: the buyer of the requirement, or the seller sent it as a lead. */
export type ReasonReader = 'buyer' | 'seller';

const isQuantityUnit = (unit: string): unit is QuantityUnit =>
  Object.hasOwn(quantityUnitLabels, unit);

/** "$1.10 / kg": the amount and its unit, as listing cards show a price. */
function priceText(reason: Extract<MatchReason, { kind: 'price' }>, locale: string): string {
  const amount = formatPrice(
    { amountMinor: reason.amountMinor, currency: reason.currency },
    locale,
  );
  const unit = isQuantityUnit(reason.unit) ? quantityUnitLabels[reason.unit] : reason.unit;
  return unit ? `${amount} ${marketplaceMessages.perUnit(unit)}` : amount;
}

/**
 * One reason a listing fits a requirement, in plain words ("Same category: Basmati Rice",
 * "$1.10 / kg, inside your budget", "12 km from your delivery address"): the engine sends reasons
 * as data, the app formats money and distance for the reader. A seller reads the budget and the
 * address as the buyer's.
 */
export function reasonText(
  reason: MatchReason,
  locale = 'en-US',
  reader: ReasonReader = 'buyer',
): string {
  const r = {
    ...matchingMessages.reasons,
    ...(reader === 'seller' && matchingMessages.leadReasons),
  };
  switch (reason.kind) {
    case 'category':
      return reason.level === 'same'
        ? r.sameCategory(displayName(reason.categoryId))
        : r.relatedCategory(displayName(reason.categoryId));
    case 'price': {
      const price = priceText(reason, locale);
      if (reason.fit === 'below') return r.priceBelow(price);
      if (reason.fit === 'above') return r.priceAbove(price);
      return r.priceInside(price);
    }
    case 'priceOnRequest':
      return r.priceOnRequest;
    case 'quantity':
      return r.quantity(
        isQuantityUnit(reason.unit)
          ? quantityText(reason.minOrder, reason.unit)
          : `${reason.minOrder.toLocaleString(locale)} ${reason.unit}`.trim(),
      );
    case 'distance':
      return r.distance(`${reason.km.toLocaleString(locale)} km`);
    case 'sameCity':
      return r.sameCity(reason.city);
    case 'meaning':
      return r.meaning(reason.words.join(', '));
    case 'verifiedSeller':
      return r.verifiedSeller;
    case 'responseTime':
      return r.responseTime(reason.hours);
  }
}
