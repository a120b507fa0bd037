const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A listing's price in dollars: '$1,250' for whole amounts, '$2.30' when there are cents. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars);
}
