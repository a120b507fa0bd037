import { parseMajorAmount } from '@matchbazaar/contracts';

/**
 * Pure helpers the post forms share: typed text to the numbers the API takes and back, photos and
 * places as the forms hold them, and error paths to the field that shows them.
 */

export { photoValueOf, type PhotoValue } from '../../components/catalogue/photo-value';

export interface PlaceValues {
  city: string;
  region: string;
  country: string;
}

/**
 * Typed money in major units as minor units. Empty is null; text that is no amount is NaN, which
 * the contracts schema refuses with the catalogue's price text (the same the API would send).
 */
export function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseMajorAmount(text) ?? Number.NaN;
}

/** Minor units as the text a money field edits: "1250", "1250.5" shows as "1250.50". */
export function amountText(minor: number | null | undefined): string {
  if (minor == null) return '';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** A typed whole number; anything else is NaN (refused by the schema with its own text). */
export function quantityOf(text: string): number {
  return /^\s*\d{1,10}\s*$/.test(text.replace(/,/g, ''))
    ? Number(text.replace(/,/g, ''))
    : Number.NaN;
}

/** The place to send: region left out when empty, country in capitals. */
export function placeOf(values: PlaceValues) {
  return {
    city: values.city,
    ...(values.region.trim() && { region: values.region }),
    country: values.country.trim().toUpperCase(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone. */
export function localDateTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; '' when empty or unreadable. */
export function isoOfLocalDateTime(text: string): string {
  if (!text) return '';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** Today in the browser's calendar, as YYYY-MM-DD (the earliest needed-by date). */
export function todayText(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Error paths (API or schema: `price.amountMinor`, `imageIds.0`) by prefix to a form field. */
export type PathTable = readonly (readonly [prefix: string, field: string])[];

/** The form field that shows an error at `path`: the longest matching prefix, else 'form'. */
export function fieldOfPath(path: string, table: PathTable): string {
  let found: string | undefined;
  let length = -1;
  for (const [prefix, field] of table) {
    const matches = path === prefix || path.startsWith(`${prefix}.`);
    if (matches && prefix.length > length) {
      found = field;
      length = prefix.length;
    }
  }
  return found ?? 'form';
}

/** Errors (path, text) as one text per form field, the first reported winning. */
export function errorsByField(
  errors: readonly { path: string; msg: string }[],
  table: PathTable,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, msg } of errors) out[fieldOfPath(path, table)] ??= msg;
  return out;
}

/** The part of a zod schema the forms use (contracts' request schemas). */
export interface RequestSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Checks a request with the schema the BFF applies: the data, or errors by form field. */
export function checkRequest<T>(
  schema: RequestSchema<T>,
  request: unknown,
  table: PathTable,
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(request);
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    msg: issue.message,
  }));
  return { ok: false, errors: errorsByField(errors, table) };
}
