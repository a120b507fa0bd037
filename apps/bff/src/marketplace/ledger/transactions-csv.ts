import { messages, type Transaction } from '@matchbazaar/contracts';
import { csvLine, majorAmount } from '../../platform/common/csv.js';

const c = messages.orders.csvColumns;

/**
 * /dashboard/transactions as CSV: a header, then one line per transaction as listed (newest
 * first), amounts as decimals with their currency, the running total beside each. CRLF line ends.
 */
export function transactionsCsv(items: readonly Transaction[]): string {
  const lines = [
    csvLine([c.date, c.description, c.kind, c.order, c.currency, c.amount, c.balance]),
    ...items.map((item) =>
      csvLine([
        item.at,
        item.description,
        messages.orders.transactionKinds[item.kind],
        item.orderNumber ?? '',
        item.currency,
        majorAmount(item.amountMinor),
        majorAmount(item.balanceMinor),
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
