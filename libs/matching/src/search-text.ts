/**
 * Turning what a person typed into a PostgreSQL tsquery: words (letters and digits only, so the
 * query text can never carry tsquery syntax), each OR-ed with its synonyms, the last one as a
 * prefix because people search as they type. Shared by the catalogue search (apps/bff/src/marketplace/search)
 * and the matching engine's 'words' part, so both read words the same way.
 */

/** At most this many words count; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
/** The longest synonym term read as one ('sarson ka tel'). */
const MAX_TERM_WORDS = 3;
/**
 * A longer run of letters is read as several words. Folding can make a word longer than what was
 * typed ("㌀" is "アパート", 200 of them a word of 1,000 letters), and PostgreSQL refuses a typo
 * search (levenshtein) of a word over 255 characters; nobody searches for a word this long.
 */
export const MAX_WORD_LETTERS = 64;
const wordPattern = new RegExp(`[\\p{L}\\p{N}]{1,${MAX_WORD_LETTERS}}`, 'gu');

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** The words of a query, lower case, accents folded. */
export function searchWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return (folded.match(wordPattern) ?? []).slice(0, MAX_WORDS);
}

/** A synonym set as a map from each term to the others. */
export function synonymMap(sets: readonly (readonly string[])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const set of sets) {
    for (const term of set) {
      const others = set.filter((other) => other !== term);
      map.set(term, [...new Set([...(map.get(term) ?? []), ...others])]);
    }
  }
  return map;
}

/** One term as tsquery text: a phrase for several words, a prefix when asked. */
function termQuery(term: string, prefix: boolean): string {
  const parts = searchWords(term);
  if (parts.length === 0) return '';
  if (parts.length > 1) return `(${parts.join(' <-> ')})`;
  return prefix ? `${parts[0]}:*` : (parts[0] ?? '');
}

export type Completions = ReadonlyMap<string, readonly string[]>;

/**
 * The tsquery text for `to_tsquery('english', ...)`, or null when nothing searchable is left.
 * Two-word synonyms are found as well ("cell phone" typed finds "mobile"). Where `completions`
 * lists the known words that the last word begins ("tomat": tomatoes), that word is searched as
 * itself or any of them, whole, instead of as a prefix: the same matches for every word a title
 * holds, found by the index's exact lookups (a prefix reads its matches twice, three times
 * slower for a broad word: docs/decisions/0008-search-in-postgresql.md).
 */
export function toTsQuery(
  text: string,
  synonyms: SynonymMap,
  options: { anyWord?: boolean; completions?: Completions } = {},
): string | null {
  const words = searchWords(text);
  const clauses: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    // A term of two or three words with synonyms of its own takes them all ('sarson ka tel' is
    // mustard oil), the longest first.
    let term = word;
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 2; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (synonyms.has(phrase)) {
        term = phrase;
        i += n - 1;
        break;
      }
    }
    // A match wants any of the words (ranked by how many); a search, all (the last as a prefix).
    const last = !options.anyWord && i === words.length - 1;
    const alternatives = [term, ...(synonyms.get(term) ?? [])].flatMap((alt) => {
      const prefix = last && alt === term && !alt.includes(' ');
      const whole = prefix ? options.completions?.get(alt) : undefined;
      return whole ? [alt, ...whole].map((w) => termQuery(w, false)) : [termQuery(alt, prefix)];
    });
    const distinct = [...new Set(alternatives.filter(Boolean))];
    if (distinct.length === 0) continue;
    clauses.push(distinct.length === 1 ? distinct[0]! : `(${distinct.join(' | ')})`);
  }
  return clauses.length > 0 ? clauses.join(options.anyWord ? ' | ' : ' & ') : null;
}

const OPEN = '\u0002';
const CLOSE = '\u0003';
/** The markers ts_headline is asked to put around hits (characters no post text keeps). */
export const headlineMarkers = { start: OPEN, stop: CLOSE } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ts_headline's output as safe HTML: everything escaped, the hits in <mark>. */
export function snippetHtml(headline: string): string {
  const pattern = new RegExp(`${OPEN}([^${OPEN}${CLOSE}]*)${CLOSE}`, 'g');
  return escapeHtml(headline)
    .replace(pattern, '<mark>$1</mark>')
    .replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
}
