import { messages, type SearchAnalytics } from '@matchbazaar/contracts';
import { csvCell, csvLine } from '../../platform/common/csv.js';

const c = messages.searchAnalytics.csv;

/**
 * A query as a CSV cell: always text. What a user typed that a spreadsheet would run as a formula
 * (=, +, -, @ first; "-5" too, which csvCell leaves as a number) gets a leading apostrophe.
 */
export function queryCell(query: string): string {
  return csvCell(/^[=+\-@\t\r]/.test(query) ? `'${query}` : query);
}

/**
 * The analytics as CSV (RFC 4180, CRLF lines): the top queries, a blank line, then the queries
 * that found nothing, each table under its title and header line.
 */
export function searchAnalyticsCsv(analytics: SearchAnalytics): string {
  const lines = [
    csvLine([c.topSection]),
    csvLine(c.top),
    ...analytics.topQueries.map((row) =>
      [
        queryCell(row.query),
        csvLine([
          row.searches,
          row.zeroResultShare.toFixed(4),
          row.clicks,
          row.clickThroughRate.toFixed(4),
        ]),
      ].join(','),
    ),
    '',
    csvLine([c.zeroSection]),
    csvLine(c.zero),
    ...analytics.zeroResultQueries.map((row) =>
      [queryCell(row.query), csvLine([row.count, row.lastSeen])].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
