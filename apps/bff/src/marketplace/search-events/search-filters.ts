/** At most this many filters are kept; a search sets a handful. */
const MAX_FILTERS = 20;
/** A filter's name and text value are cut at this many characters. */
const MAX_TEXT = 100;

export type StoredFilters = Record<string, string | number | boolean>;

/**
 * The filters a search set, as the small jsonb kept with it: only the ones set (no null, empty
 * text or empty list), plain values only (a list of plain values is joined with commas), names
 * and text cut short. Nothing else the caller passed is stored.
 */
export function storedFilters(
  filters: Readonly<Record<string, unknown>> | undefined,
): StoredFilters {
  const kept: StoredFilters = {};
  for (const [name, value] of Object.entries(filters ?? {})) {
    if (Object.keys(kept).length >= MAX_FILTERS) break;
    const plain = plainValue(value);
    if (plain !== undefined) kept[name.slice(0, MAX_TEXT)] = plain;
  }
  return kept;
}

function plainValue(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.slice(0, MAX_TEXT);
  if (Array.isArray(value)) {
    const parts = value.filter((v) => ['string', 'number', 'boolean'].includes(typeof v));
    return parts.length ? parts.join(',').slice(0, MAX_TEXT) : undefined;
  }
  return undefined;
}
