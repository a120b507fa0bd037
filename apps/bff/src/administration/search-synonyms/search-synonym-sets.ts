import type { SynonymSet } from '@matchbazaar/contracts';

/**
 * The sets `search_synonym`'s rows make: words joined by being each other's synonyms, however
 * the rows were written (an admin's set, the seeds, an operator's insert by hand). Each set's
 * words are in alphabetical order and its id is the first; sets come in the order of their ids.
 */
export function synonymSetsOf(
  rows: readonly { term: string; synonyms: readonly string[] }[],
): SynonymSet[] {
  const links = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (!links.has(a)) links.set(a, new Set());
    links.get(a)!.add(b);
  };
  for (const row of rows) {
    link(row.term, row.term);
    for (const other of row.synonyms) {
      link(row.term, other);
      link(other, row.term);
    }
  }
  const seen = new Set<string>();
  const sets: SynonymSet[] = [];
  for (const start of links.keys()) {
    if (seen.has(start)) continue;
    const terms: string[] = [];
    const next = [start];
    seen.add(start);
    while (next.length > 0) {
      const term = next.pop()!;
      terms.push(term);
      for (const other of links.get(term) ?? [])
        if (!seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
    }
    if (terms.length < 2) continue;
    terms.sort();
    sets.push({ id: terms[0]!, terms });
  }
  return sets.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
