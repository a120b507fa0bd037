/** CSV for downloads (the seller's analytics, the transactions): RFC 4180, safe in spreadsheets. */

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with
 * an apostrophe; numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  // A number, or a number written as text (an amount: -12.50), is no formula.
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',');
}

/** Minor units as a decimal amount: both currencies have two decimals (12345 is 123.45). */
export function majorAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
