/** An amount of money as the API carries it: integer minor units (cents, paise) and its currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

interface Formatters {
  /** Minor units per major unit: 100 for USD and INR, 1 for JPY, 1000 for KWD. */
  scale: number;
  whole: Intl.NumberFormat;
  exact: Intl.NumberFormat;
}

const cache = new Map<string, Formatters>();

function formattersFor(currency: string, locale: string): Formatters {
  const key = `${locale}|${currency}`;
  let found = cache.get(key);
  if (!found) {
    const exact = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = exact.resolvedOptions().maximumFractionDigits ?? 2;
    found = {
      scale: 10 ** digits,
      exact,
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
    };
    cache.set(key, found);
  }
  return found;
}

/**
 * A price for people: '$1,250' for a whole amount, '$2.30' when there are cents, in the currency's
 * own number of decimals (¥1,250 has none). Integer minor units keep sums exact; a fractional or
 * unsafe amount is a bug upstream, so it throws rather than showing a wrong price.
 */
export function formatPrice({ amountMinor, currency }: Money, locale = 'en-US'): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`A price is an integer of minor units, not ${amountMinor}`);
  }
  const { scale, whole, exact } = formattersFor(currency, locale);
  const major = amountMinor / scale;
  return amountMinor % scale === 0 ? whole.format(major) : exact.format(major);
}

/** The home feed carries a price in major units (dollars unless it says otherwise); its Money. */
export function dollars(amount: number, currency = 'USD'): Money {
  return { amountMinor: Math.round(amount * 100), currency };
}
