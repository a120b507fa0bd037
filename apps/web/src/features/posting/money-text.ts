import type { Currency, QuantityUnit } from '@matchbazaar/contracts';
import {
  budgetText as cardBudgetText,
  listingPriceText,
} from '../../components/catalogue/post-money';
import { formatPrice } from '../../components/listings/format-price';

/**
 * Money texts of the posting pages: the catalogue cards' own (components/catalogue), fed only
 * amounts they can show. A form's preview may hold an amount still being typed (NaN): it shows
 * as none rather than breaking the page.
 */
const shown = (amountMinor: number | null | undefined) =>
  amountMinor != null && Number.isSafeInteger(amountMinor) ? amountMinor : null;

/** '$1,250', or '' when there is no amount to show. */
export function moneyText(amountMinor: number | null | undefined, currency: Currency): string {
  const amount = shown(amountMinor);
  return amount === null ? '' : formatPrice({ amountMinor: amount, currency });
}

/** A listing's price line as cards say it: '₹1,850 / piece', or 'Price on request'. */
export function priceLine(price: {
  type: 'fixed' | 'negotiable' | 'on_request';
  amountMinor: number | null;
  currency: Currency;
  unit: QuantityUnit;
}): string {
  const { amount, unit } = listingPriceText({ ...price, amountMinor: shown(price.amountMinor) });
  return unit ? `${amount} ${unit}` : amount;
}

/** A requirement's budget as cards say it, or '' when open. */
export function budgetText(budget: {
  minMinor: number | null;
  maxMinor: number | null;
  currency: Currency;
}): string {
  return (
    cardBudgetText({
      minMinor: shown(budget.minMinor),
      maxMinor: shown(budget.maxMinor),
      currency: budget.currency,
    }) ?? ''
  );
}
