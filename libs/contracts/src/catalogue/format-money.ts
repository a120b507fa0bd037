/** How money is written for people; no imports, so the message catalogue can use it too. */

const formatters = new Map<
  string,
  { scale: number; whole: Intl.NumberFormat; exact: Intl.NumberFormat }
>();

/**
 * Money for people, one way everywhere (pages, chat lines, mail): '₹26,000' for a whole amount,
 * '$2.30' when there are cents, in the currency's own number of decimals. Integer minor units
 * keep sums exact; a fractional or unsafe amount is a bug upstream, so it throws.
 */
export function formatMoney(
  { amountMinor, currency }: { amountMinor: number; currency: string },
  locale = 'en-US',
): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`A price is an integer of minor units, not ${amountMinor}`);
  }
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    const exact = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = exact.resolvedOptions().maximumFractionDigits ?? 2;
    const whole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    found = { scale: 10 ** digits, exact, whole };
    formatters.set(key, found);
  }
  const major = amountMinor / found.scale;
  return amountMinor % found.scale === 0 ? found.whole.format(major) : found.exact.format(major);
}
