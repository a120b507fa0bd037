import { messages, type SellerAnalytics } from '@matchbazaar/contracts';
import { csvLine, majorAmount } from '../../platform/common/csv.js';

const c = messages.sellerAnalytics.csvColumns;

/**
 * The analytics' daily series as CSV (docs/product/seller-analytics.md): a header, then one line
 * per day, oldest first; revenue per currency sold in, as decimal amounts. CRLF line ends.
 */
export function analyticsCsv(analytics: SellerAnalytics): string {
  const header = [
    c.day,
    c.views,
    c.inquiries,
    c.proposals,
    c.orders,
    ...analytics.currencies.flatMap((currency) => [c.completed(currency), c.revenue(currency)]),
  ];
  const lines = analytics.series.map((day) =>
    csvLine([
      day.day,
      day.views,
      day.inquiries,
      day.proposals,
      day.orders,
      ...day.revenue.flatMap((revenue) => [revenue.completed, majorAmount(revenue.amountMinor)]),
    ]),
  );
  return `${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}
