// Helpers on a search's words without the search's schemas (search.ts has those): the results
// page uses them without loading zod.

/**
 * The words without one reading's span (its first place, as typed, any case), spaces closed up:
 * what the search reads once a chip is removed, and what it classifies when a reading turns out
 * to be part of a name.
 */
export function withoutSpan(text: string, span: string): string {
  const at = span ? text.toLowerCase().indexOf(span.toLowerCase()) : -1;
  if (at < 0) return text;
  return `${text.slice(0, at)} ${text.slice(at + span.length)}`.replace(/\s+/g, ' ').trim();
}
