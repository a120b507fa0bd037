import {
  type ListingSearchQuery,
  type RequirementSearchQuery,
  type SearchReading,
  withoutSpan,
} from '@matchbazaar/contracts';
import { findCategory, taxonomy } from '@matchbazaar/taxonomy';
import { searchWords, synonymMap, type SynonymMap } from '../search-text.ts';
import { classifyQuery, type CategoryGuess } from './classify.ts';
import { searchableText } from './filler-words.ts';
import { plural, singular } from './inflect.ts';
import { parseQuery } from './parse-query.ts';
import { everydayNodeNames, everydaySynonymSets } from './vocabulary.ts';

// What the catalogue search (apps/bff/src/marketplace/search/) and the worker's saved-search
// alerts make of a query's words: one reading, so an alert fires for what the search would find.

/** A taxonomy node the words name or likely mean, and how sure the search is of it (0..1). */
export interface CategoryBoost {
  column: 'category' | 'subgroup_id' | 'group_id';
  id: string;
  score: number;
}

export type SearchQuery = ListingSearchQuery | RequirementSearchQuery;
type Query = SearchQuery;

/** A guess this sure or surer is what the words mean: its posts count as matches of the words. */
const NAMED_SCORE = 0.6;
/** Guesses below this are too unsure to rank by. */
const BOOST_MIN_SCORE = 0.3;
/** Guesses this sure or surer bound a widened search. */
const SCOPE_MIN_SCORE = 0.5;

/** What the search makes of a query's words (docs/product/search-understanding.md). */
export interface Understanding {
  /** The words left to search once prices, places, conditions and quantities are read. */
  text: string;
  /** The query with the filters read from its words, where the query did not set them itself. */
  query: Query;
  readings: SearchReading[];
  /** Likely taxonomy nodes, best first. */
  guesses: CategoryGuess[];
  /** The node the words name (the "Browse" chip). */
  named: CategoryGuess | null;
  /**
   * Whether the named node's posts match as if they said the words: when the words are its name
   * or a synonym ('used cars', 'houses for sale'), or an everyday word whose synonyms are its
   * name ('gaadi' is a car: Cars). An everyday word for a thing within a node only points at it
   * ('tomatoes' at Fresh Vegetables, 'geyser' at Appliances): its posts are raised, not
   * matched, or a search for a thing the catalogue lacks would answer with its neighbours.
   */
  namedMatches: boolean;
  /** The likely nodes a widened search stays within (docs/product/search-understanding.md). */
  scope: CategoryGuess[];
  /** The category boosts of a relevance order. */
  boosts: CategoryBoost[];
}

/** The post column a taxonomy level is stored in. */
export const columnOf = (level: CategoryGuess['level']): CategoryBoost['column'] =>
  level === 'category' ? 'category' : level === 'subgroup' ? 'subgroup_id' : 'group_id';

/** Every subgroup by id (ids are unique across the tree). */
const subgroups = new Map(taxonomy.flatMap((g) => g.subgroups).map((s) => [s.id, s]));

/** Whether a guess lies inside the category filters the query already has. */
function withinFilters(guess: CategoryGuess, query: Query): boolean {
  if (query.category) return guess.level === 'category' && guess.id === query.category;
  const groupOf = (id: string) =>
    guess.level === 'category'
      ? findCategory(id)?.groupId
      : guess.level === 'subgroup'
        ? subgroups.get(id)?.groupId
        : id;
  if (query.group && groupOf(guess.id) !== query.group) return false;
  if (query.subgroup) {
    const sub = guess.level === 'category' ? findCategory(guess.id)?.subgroupId : guess.id;
    if (sub !== query.subgroup) return false;
  }
  return true;
}

/** A query's words as typed, nothing read from them (the search with its understanding off). */
export function asTyped(query: Query): Understanding {
  return {
    text: query.q?.trim() ?? '',
    query,
    readings: [],
    guesses: [],
    named: null,
    namedMatches: false,
    scope: [],
    boosts: [],
  };
}

/**
 * Reads a query: prices, currencies, cities, conditions and quantities become filters (unless
 * the query sets that filter itself), and the words left are classified into the taxonomy.
 */
export function understand(query: Query, kind: 'listing' | 'requirement'): Understanding {
  const typed = query.q?.trim() ?? '';
  if (!typed) return asTyped(query);
  const parsed = parseQuery(typed);
  let text = parsed.text;
  const next: Record<string, unknown> = { ...query };
  const readings: SearchReading[] = [];
  const { filters } = parsed;
  const set = (key: string, value: unknown) => {
    if (next[key] !== undefined) return false;
    next[key] = value;
    return true;
  };
  for (const reading of parsed.readings) {
    const { source } = reading;
    switch (reading.kind) {
      case 'price': {
        // A price in words is in the currency named, else the one the query has, else rupees.
        const currency = filters.currency ?? query.currency ?? 'INR';
        if (query.minPrice !== undefined || query.maxPrice !== undefined) break;
        if (query.currency && query.currency !== currency) break;
        next.currency = currency;
        if (filters.minPrice !== undefined) next.minPrice = filters.minPrice;
        if (filters.maxPrice !== undefined) next.maxPrice = filters.maxPrice;
        readings.push({
          kind: 'price',
          source,
          currency,
          ...(filters.minPrice !== undefined && { min: filters.minPrice }),
          ...(filters.maxPrice !== undefined && { max: filters.maxPrice }),
        });
        break;
      }
      case 'currency':
        if (filters.currency && set('currency', filters.currency))
          readings.push({ kind: 'currency', source, currency: filters.currency });
        break;
      case 'city':
        if (filters.city && set('city', filters.city))
          readings.push({ kind: 'city', source, city: filters.city });
        break;
      case 'condition':
        // Requests have no condition: there the word stays a word.
        if (kind === 'listing' && filters.condition && set('condition', filters.condition))
          readings.push({ kind: 'condition', source, condition: filters.condition });
        else text = `${text} ${source}`.trim();
        break;
      case 'quantity':
        // Shown, and carried into a requirement posted from the search, but not a filter: an
        // offer's least order says little of what a buyer of 50 kg may get.
        if (kind === 'listing' && filters.quantity)
          readings.push({
            kind: 'quantity',
            source,
            amount: filters.quantity.amount,
            unit: filters.quantity.unit,
          });
        break;
    }
  }
  // A condition that is part of a node's name stays a word: 'used cars' names Used Cars.
  const condition = readings.find((reading) => reading.kind === 'condition');
  if (condition) {
    const withCondition = parsed.readings
      .filter((r) => r.kind !== 'condition')
      .reduce((rest, r) => withoutSpan(rest, r.source), typed);
    const named = classifyQuery(withCondition).named;
    if (
      named &&
      named.by !== 'everyday' &&
      named.label.toLowerCase().includes(condition.source.toLowerCase())
    ) {
      readings.splice(readings.indexOf(condition), 1);
      // The filter as the query set it, if it did; not the one read from the words.
      next.condition = 'condition' in query ? query.condition : undefined;
      text = withCondition;
    }
  }
  const { guesses: all, named: namedGuess } = classifyQuery(text);
  // What a word search requires: not the words about the asking ('someone to paint my house').
  text = searchableText(text);
  const guesses = all.filter((guess) => withinFilters(guess, next as Query));
  const named =
    namedGuess && namedGuess.score >= NAMED_SCORE && withinFilters(namedGuess, next as Query)
      ? namedGuess
      : null;
  const boosts = guesses
    .filter((guess) => guess.score >= BOOST_MIN_SCORE)
    .map((guess) => ({ column: columnOf(guess.level), id: guess.id, score: guess.score }));
  return {
    text,
    query: next as Query,
    readings,
    guesses,
    named,
    namedMatches: named !== null && (named.by !== 'everyday' || wordsAreTheNode(named, text)),
    scope: guesses.filter((guess) => guess.score >= SCOPE_MIN_SCORE),
    boosts,
  };
}

/**
 * Whether the words are another name for the node: an everyday name of it ('sabzi', 'kirana'),
 * or, for a leaf category, words whose everyday synonyms are its own name ('gaadi' is a car).
 */
function wordsAreTheNode(node: CategoryGuess, text: string): boolean {
  if (everydayNodeNames.has(searchWords(text).join(' '))) return true;
  if (node.level !== 'category') return false;
  const name = searchWords(node.label).join(' ');
  const forms = new Set([name, singular(name), plural(name)]);
  const synonyms = everydaySynonyms();
  const words = searchWords(text);
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      if ([phrase, ...(synonyms.get(phrase) ?? [])].some((term) => forms.has(term))) return true;
    }
  return false;
}

let everyday: SynonymMap | undefined;
/** The built-in everyday, regional and Indian synonym sets as a map (made once). */
const everydaySynonyms = (): SynonymMap => (everyday ??= synonymMap(everydaySynonymSets));

/**
 * The built-in everyday, regional and Indian words with the synonyms operators keep in
 * search_synonym (theirs added to, never replaced).
 */
export function withEverydayWords(operators: SynonymMap): SynonymMap {
  const merged = new Map(everydaySynonyms());
  for (const [term, others] of operators)
    merged.set(term, [...new Set([...(merged.get(term) ?? []), ...others])]);
  return merged;
}
