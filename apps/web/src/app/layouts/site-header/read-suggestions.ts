/** One suggestion under the header's search box: where it opens and what it says. */
export interface Suggestion {
  key: string;
  label: string;
  /** A category level, a listing title, or one of this browser's recent searches. */
  kind: 'group' | 'subgroup' | 'category' | 'listing' | 'recent';
  path: string;
  /** The group or subgroup a category sits in ("Laptops" in "Computers"). */
  parent?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * GET /api/v1/search/suggest's answer, read by hand like the home feed's (the header is in every
 * page's first code, so no schema library here). Entries it cannot read are left out.
 */
export function readSuggestions(data: unknown): Suggestion[] | null {
  if (!isRecord(data) || !Array.isArray(data.categories) || !Array.isArray(data.titles))
    return null;
  const out: Suggestion[] = [];
  for (const entry of data.categories) {
    if (!isRecord(entry)) continue;
    const [id, label, path, level] = [
      text(entry.id),
      text(entry.label),
      text(entry.path),
      text(entry.level),
    ];
    if (!id || !label || !path?.startsWith('/marketplace/')) continue;
    if (level !== 'group' && level !== 'subgroup' && level !== 'category') continue;
    const parent = text(entry.parent);
    out.push({ key: `${level}:${id}`, label, kind: level, path, ...(parent && { parent }) });
  }
  for (const entry of data.titles) {
    if (!isRecord(entry)) continue;
    const [id, title] = [text(entry.id), text(entry.title)];
    if (!id || !title) continue;
    out.push({
      key: `listing:${id}`,
      label: title,
      kind: 'listing',
      path: `/marketplace/listing/${encodeURIComponent(id)}`,
    });
  }
  return out;
}
