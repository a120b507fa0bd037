/**
 * Reading a city out of what was typed: 'bombay' is Mumbai, 'nyc' New York, 'gurgaon' Gurugram.
 * Lookups are by folded words, built once at module load.
 */
import { indianCityNames, usCityNames } from './city-names.ts';
import { type Token, foldedWords, tokenize } from './tokens.ts';

interface CityEntry {
  city: string;
  /** Also an everyday word: a city only after 'in', 'near', 'at'. */
  ambiguous: boolean;
}

/** The longest city name, in words ('new york city', 'bokaro steel city'). */
const MAX_CITY_WORDS = 4;

function buildCityMap(lines: readonly string[]): Map<string, CityEntry> {
  const map = new Map<string, CityEntry>();
  for (const line of lines) {
    const [city = '', ...aliases] = line.split('|');
    const spellings = [city, ...aliases].map((alias) => ({
      key: foldedWords(alias.replace(/^\?/, '')).join(' '),
      ambiguous: alias.startsWith('?'),
    }));
    const ambiguousKeys = new Set(spellings.filter((s) => s.ambiguous).map((s) => s.key));
    for (const { key } of spellings) {
      if (key && !map.has(key)) map.set(key, { city, ambiguous: ambiguousKeys.has(key) });
    }
  }
  return map;
}

const cityMap = buildCityMap([...indianCityNames, ...usCityNames]);

/** Every canonical city name the search knows, India's then the US's. */
export const knownCities: readonly string[] = [
  ...new Set([...indianCityNames, ...usCityNames].map((line) => line.split('|')[0] ?? '')),
];

/** Words that put a city after them. */
export const cityGlueWords: ReadonlySet<string> = new Set(['in', 'near', 'at', 'around', 'from']);

export interface CityMatch {
  city: string;
  /** The token after the name. */
  end: number;
}

/**
 * The longest city name starting at token `start` (hyphens between its words allowed), or null.
 * An ambiguous spelling counts only when `afterGlue`.
 */
export function matchCityAt(
  tokens: readonly Token[],
  start: number,
  afterGlue: boolean,
): CityMatch | null {
  const words: string[] = [];
  const ends: number[] = [];
  for (let i = start; i < tokens.length && words.length < MAX_CITY_WORDS; i++) {
    const token = tokens[i]!;
    if (token.type === 'symbol' && token.norm === '-' && words.length > 0) continue;
    if (token.type !== 'word') break;
    words.push(token.norm);
    ends.push(i + 1);
  }
  for (let n = words.length; n > 0; n--) {
    const entry = cityMap.get(words.slice(0, n).join(' '));
    if (entry && (afterGlue || !entry.ambiguous)) return { city: entry.city, end: ends[n - 1]! };
  }
  return null;
}

/**
 * The canonical name of the city these words name ('bombay' -> 'Mumbai'), or of the first city
 * named in them ('flats in poona' -> 'Pune'); null when none is.
 */
export function findCity(words: string): string | null {
  const { tokens } = tokenize(words);
  const whole = cityMap.get(foldedWords(words).join(' '));
  if (whole) return whole.city;
  for (let i = 0; i < tokens.length; i++) {
    const glued = i > 0 && cityGlueWords.has(tokens[i - 1]!.norm);
    const match = matchCityAt(tokens, i, glued);
    if (match) return match.city;
  }
  return null;
}
