import {
  listingImportColumns,
  listingRequestSchema,
  messages,
  parseMajorAmount,
  type ListingRequest,
} from '@matchbazaar/contracts';
import { parse } from 'csv-parse';
import { timeSlices } from './time-slices.js';

const m = messages.catalogue;

/** One row of an import file: its number (1 = the first under the header) and its cells. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

export interface FieldError {
  path: string;
  msg: string;
}

/** A row as a listing request, or why it is not one. */
export type RowOutcome =
  | { ok: true; sku: string; request: ListingRequest; wantsPublish: boolean }
  | { ok: false; sku: string | null; errors: FieldError[] };

/** The file could not be read as rows (not CSV, no header, too long): the whole import is refused. */
export class ImportFileRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const required: readonly string[] = ['sku', 'title', 'description', 'category', 'currency'];

/** How much text the parser takes between pauses: about 2 ms of parsing. */
const PIECE_CHARS = 64 * 1024;

/**
 * A CSV with a header row (any column order; extra columns are ignored), BOM and quotes allowed.
 * Fed to the parser a piece at a time with pauses between: parsing a whole 5 MB file at once held
 * the event loop (and every other request) for about 0.2 s.
 */
export async function parseCsvRows(text: string, maxRows: number): Promise<ImportRow[]> {
  const records: Record<string, string>[] = [];
  const parser = parse({
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    to: maxRows + 1,
  });
  let failed = false;
  parser.on('readable', () => {
    let record: Record<string, string> | null;
    while ((record = parser.read() as Record<string, string> | null) !== null) records.push(record);
  });
  parser.on('error', () => (failed = true));
  const ended = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.once('error', () => resolve());
  });
  const pause = timeSlices();
  for (let at = 0; at < text.length && !failed && records.length <= maxRows; at += PIECE_CHARS) {
    parser.write(text.slice(at, at + PIECE_CHARS));
    await pause();
  }
  if (!failed) parser.end();
  await ended;
  if (failed) throw new ImportFileRejected(m.importUnreadable);
  return checked(records, maxRows);
}

/** JSON Lines (one object a line, the CSV's column names as keys): the operators' command. */
export async function parseJsonLines(text: string, maxRows: number): Promise<ImportRow[]> {
  const records: Record<string, string>[] = [];
  const pause = timeSlices();
  for (const line of text.split(/\r?\n/)) {
    await pause();
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ImportFileRejected(m.importUnreadable);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ImportFileRejected(m.importUnreadable);
    records.push(
      Object.fromEntries(
        Object.entries(value).map(([key, cell]) => [
          key.toLowerCase(),
          cell === null || cell === undefined ? '' : String(cell as string | number | boolean),
        ]),
      ),
    );
    if (records.length > maxRows) break;
  }
  return checked(records, maxRows);
}

function checked(records: Record<string, string>[], maxRows: number): ImportRow[] {
  if (records.length > maxRows) throw new ImportFileRejected(m.importTooManyRows);
  if (records.length === 0) throw new ImportFileRejected(m.importUnreadable);
  const missing = required.filter((column) => !(column in records[0]!));
  if (missing.length > 0) throw new ImportFileRejected(m.importMissingColumns(missing.join(', ')));
  return records.map((values, index) => ({ row: index + 1, values }));
}

/** The request's field paths as the file's columns, so errors name what the seller can fix. */
const columnOf: Readonly<Record<string, string>> = {
  'price.type': 'price_type',
  'price.amountMinor': 'price',
  price: 'price',
  'price.currency': 'currency',
  'price.unit': 'price_unit',
  'minOrder.quantity': 'min_order_quantity',
  'minOrder.unit': 'min_order_unit',
  'place.city': 'city',
  'place.region': 'region',
  'place.country': 'country',
  place: 'city',
  deal: 'deal_compare_at',
  'deal.compareAtMinor': 'deal_compare_at',
  'deal.endsAt': 'deal_ends_at',
  intent: 'status',
};

export const columnForPath = (path: string): string => {
  if (columnOf[path]) return columnOf[path];
  const [head] = path.split('.');
  return columnOf[head ?? ''] ?? head ?? path;
};

const list = (text: string | undefined) =>
  (text ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A row's cells as a posting request, checked by the same schema as POST /api/v1/listings. An
 * import carries no photos, so it is checked as a draft; whether it asked to publish is kept.
 */
export function rowToRequest(values: Record<string, string>): RowOutcome {
  const cell = (column: (typeof listingImportColumns)[number]) => values[column]?.trim() ?? '';
  const sku = cell('sku') || null;
  const errors: FieldError[] = [];
  const money = (column: 'price' | 'deal_compare_at'): number | undefined => {
    if (!cell(column)) return undefined;
    const minor = parseMajorAmount(cell(column));
    if (minor === undefined) errors.push({ path: column, msg: m.importRowNumberInvalid });
    return minor;
  };
  const wholeNumber = (column: 'min_order_quantity'): number | undefined => {
    if (!cell(column)) return undefined;
    const value = Number(cell(column).replace(/,/g, ''));
    if (!Number.isInteger(value)) errors.push({ path: column, msg: m.importRowNumberInvalid });
    return value;
  };
  const status = cell('status').toLowerCase() || 'publish';
  if (status !== 'draft' && status !== 'publish')
    errors.push({ path: 'status', msg: m.importStatusInvalid });
  const attributes = list(cell('attributes')).map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) errors.push({ path: 'attributes', msg: m.importAttributeInvalid });
    return { name: pair.slice(0, Math.max(at, 0)).trim(), value: pair.slice(at + 1).trim() };
  });
  const priceType = cell('price_type').toLowerCase() || 'fixed';
  const unit = cell('price_unit').toLowerCase() || 'piece';
  const dealCompareAt = money('deal_compare_at');
  const body = {
    sku,
    title: cell('title'),
    description: cell('description'),
    category: cell('category').toLowerCase(),
    price: {
      type: priceType,
      amountMinor: priceType === 'on_request' ? null : money('price'),
      currency: cell('currency').toUpperCase(),
      unit,
    },
    minOrder: {
      quantity: wholeNumber('min_order_quantity') ?? 1,
      unit: cell('min_order_unit').toLowerCase() || unit,
    },
    availability: cell('availability').toLowerCase() || 'in_stock',
    condition: cell('condition').toLowerCase() || null,
    ...(cell('city') && {
      place: {
        city: cell('city'),
        ...(cell('region') && { region: cell('region') }),
        country: cell('country').toUpperCase(),
      },
    }),
    tags: list(cell('tags')),
    attributes,
    deal:
      dealCompareAt === undefined
        ? null
        : { compareAtMinor: dealCompareAt, endsAt: cell('deal_ends_at') },
    imageIds: [],
    intent: 'draft',
  };
  if (!sku) errors.push({ path: 'sku', msg: m.skuInvalid });
  const parsed = listingRequestSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ path: columnForPath(issue.path.join('.')), msg: issue.message });
  if (errors.length > 0 || !parsed.success || !sku)
    return { ok: false, sku, errors: dedupe(errors) };
  return { ok: true, sku, request: parsed.data, wantsPublish: status === 'publish' };
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}|${error.msg}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
