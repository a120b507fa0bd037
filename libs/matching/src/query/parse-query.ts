/**
 * Reading the filters a buyer types into a search: a price or price range with its currency, a
 * city, an item's condition and a quantity ('sofa under 20000 in jaipur', 'iphone below $500',
 * 'sugar 50 kg bag'). What is read leaves the text, with its glue words ('under', 'in'); the rest
 * is what to search as words. One left-to-right pass over at most 500 characters' tokens, each
 * position trying a fixed set of short phrases: linear, and it never throws.
 */
import { cityGlueWords, matchCityAt } from './cities.ts';
import { isProductWord } from './term-index.ts';
import { type Token, foldWord, tokenize } from './tokens.ts';

export type Currency = 'INR' | 'USD';
export type Condition = 'new' | 'used' | 'refurbished';

export interface QueryFilters {
  /** Major units. */
  minPrice?: number;
  maxPrice?: number;
  currency?: Currency;
  /** Canonical display name, e.g. 'Bengaluru'. */
  city?: string;
  condition?: Condition;
  quantity?: { amount: number; unit: string };
}

export interface QueryReading {
  kind: 'price' | 'currency' | 'city' | 'condition' | 'quantity';
  /** The typed span, as typed. */
  source: string;
}

export interface ParsedQuery {
  /** What is left to search as words (the read spans and their glue words removed). */
  text: string;
  filters: QueryFilters;
  readings: QueryReading[];
}

/** No price above this is read (a typo or an attack, not a budget). */
export const MAX_PRICE = 1e12;

type Phrase = readonly string[];
const phrases = (...list: string[]): Phrase[] => list.map((text) => text.split(' '));

/** 'under 500': the most to pay. */
const atMost = phrases(
  'under',
  'below',
  'less than',
  'lesser than',
  'lower than',
  'cheaper than',
  'upto',
  'up to',
  'within',
  'max',
  'maximum',
  'at most',
  'not more than',
  'no more than',
  'not above',
  'budget',
  'in budget',
  'till',
  '<',
);
/** 'above 300': the least. */
const atLeast = phrases(
  'above',
  'over',
  'more than',
  'greater than',
  'higher than',
  'min',
  'minimum',
  'at least',
  'from',
  'starting',
  'starting from',
  'starting at',
  'upwards of',
  '>',
);
/** Words that put an amount after them without bounding it ('around 500 rs', '@ 40 per kg'). */
const aroundWords = phrases(
  'around',
  'about',
  'approx',
  'approximately',
  'price',
  'priced',
  'costing',
  'worth',
  'for',
  'at',
  '@',
  '~',
);

const currencyWords: ReadonlyMap<string, Currency> = new Map([
  ...['₹', 'rs', 'inr', 'rupees', 'rupee', 'rupaye', 'rupaiye'].map(
    (word) => [word, 'INR'] as const,
  ),
  // Hindi in Devanagari, folded as the tokens are (vowel signs dropped).
  ...['रुपये', 'रुपए', 'रुपया', 'रु'].map((word) => [foldWord(word), 'INR'] as const),
  ...['$', 'usd', 'dollars', 'dollar', 'bucks'].map((word) => [word, 'USD'] as const),
]);
/** Only these come before the amount ('rs 500', '$500'); the others follow it. */
const currencyPrefixes = new Set(['₹', 'rs', 'inr', '$', 'usd']);

/** Multipliers; 'l' and 'm' only with a currency ('₹5l'), since '5 l' is also five litres. */
const multipliers: ReadonlyMap<string, number> = new Map([
  ['k', 1e3],
  ['thousand', 1e3],
  ['hazar', 1e3],
  ['hazaar', 1e3],
  ['lakh', 1e5],
  ['lakhs', 1e5],
  ['lac', 1e5],
  ['lacs', 1e5],
  ['l', 1e5],
  ['crore', 1e7],
  ['crores', 1e7],
  ['cr', 1e7],
  ['million', 1e6],
  ['millions', 1e6],
  ['mn', 1e6],
  ['m', 1e6],
  ['billion', 1e9],
  ['bn', 1e9],
]);
const multipliersNeedingCurrency = new Set(['l', 'm']);

/** Units of a quantity, canonical unit first. */
const unitLines: readonly (readonly [string, ...string[]])[] = [
  ['kg', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  ['g', 'g', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  ['tonne', 'tonne', 'tonnes', 'ton', 'tons', 'mt'],
  ['quintal', 'quintal', 'quintals', 'qtl', 'qtls'],
  ['litre', 'litre', 'litres', 'liter', 'liters', 'l', 'ltr', 'ltrs', 'lt'],
  ['ml', 'ml'],
  ['piece', 'piece', 'pieces', 'pcs', 'pc', 'nos'],
  ['dozen', 'dozen', 'dozens'],
  ['bag', 'bag', 'bags', 'bori'],
  ['box', 'box', 'boxes'],
  ['packet', 'packet', 'packets', 'pkt', 'pack', 'packs'],
  ['sqft', 'sqft', 'sq ft', 'sq feet', 'square feet', 'square foot', 'sft'],
  ['sqyd', 'sq yd', 'sq yards', 'square yards', 'gaj'],
  ['acre', 'acre', 'acres'],
  ['bigha', 'bigha', 'bighas'],
];
const units: readonly { phrase: Phrase; unit: string }[] = unitLines.flatMap(
  ([unit, ...spellings]) => spellings.map((spelling) => ({ phrase: spelling.split(' '), unit })),
);

interface ConditionPhrase {
  phrase: Phrase;
  condition: Condition;
  /** 'old' is 'used' only before something people buy ('old car', not 'old age home'). */
  needsProduct?: boolean;
}
const conditionPhrases: readonly ConditionPhrase[] = [
  ...phrases(
    'used',
    'second hand',
    'second - hand',
    'secondhand',
    'pre owned',
    'pre - owned',
    'preowned',
    'like new',
  ).map((phrase) => ({ phrase, condition: 'used' as const })),
  ...phrases('old', 'purana', 'purani').map((phrase) => ({
    phrase,
    condition: 'used' as const,
    needsProduct: true,
  })),
  ...phrases('refurbished', 'refurb', 'renewed', 'reconditioned', 'certified pre owned').map(
    (phrase) => ({
      phrase,
      condition: 'refurbished' as const,
    }),
  ),
  ...phrases(
    'brand new',
    'new',
    'sealed',
    'sealed pack',
    'box packed',
    'unused',
    'unopened',
    'naya',
    'nayi',
  ).map((phrase) => ({ phrase, condition: 'new' as const })),
];
/** 'used to', 'used for cooking': a verb, not a condition. */
const notAfterUsed = new Set(['to', 'for', 'in', 'by', 'as', 'with', 'on']);
/** 'new year gifts', 'new born', 'new jersey': not a condition either. */
const notAfterNew = new Set([
  'year',
  'years',
  'born',
  'arrival',
  'arrivals',
  'launch',
  'launches',
  'jersey',
  'mexico',
  'hampshire',
  'zealand',
  'england',
]);

/** The end of the longest of `list` matching at `start`, or -1. */
function matchPhrase(tokens: readonly Token[], start: number, list: readonly Phrase[]): number {
  let best = -1;
  for (const phrase of list) {
    if (start + phrase.length > tokens.length) continue;
    if (phrase.every((word, k) => tokens[start + k]!.norm === word))
      best = Math.max(best, start + phrase.length);
  }
  return best;
}

interface Amount {
  value: number;
  /** The number as typed, before its multiplier. */
  number: number;
  multiplier: number;
  currency: Currency | undefined;
  end: number;
}

const isWord = (token: Token | undefined, ...words: string[]) =>
  token !== undefined && words.includes(token.norm);

function unitAt(tokens: readonly Token[], start: number): { unit: string; end: number } | null {
  let found: { unit: string; end: number } | null = null;
  for (const { phrase, unit } of units) {
    const end = matchPhrase(tokens, start, [phrase]);
    if (end > (found?.end ?? -1)) found = { unit, end };
  }
  return found;
}

/**
 * An amount at `start`: an optional currency before, a number, an optional multiplier and
 * currency after ('rs 500', '$1,000', '1.5 lakh', '500 rupees', '50,000/-'). Null for a number
 * that is part of a word ('s24'), negative, a quantity ('5 kg'), or out of range.
 */
function readAmount(tokens: readonly Token[], start: number): Amount | null {
  let i = start;
  let currency: Currency | undefined;
  const first = tokens[i];
  if (first && currencyPrefixes.has(first.norm)) {
    currency = currencyWords.get(first.norm);
    i++;
  }
  const num = tokens[i];
  if (!num || num.type !== 'number') return null;
  const before = tokens[i - 1];
  if (before && !num.spaced && i === start) {
    if (before.type === 'word') return null; // 's24', 'a2': a model, not an amount
    if (before.norm === '-' && tokens[i - 2]?.type !== 'number') return null; // negative
  }
  i++;
  let multiplier = 1;
  const next = tokens[i];
  const times = next ? multipliers.get(next.norm) : undefined;
  if (
    next &&
    times !== undefined &&
    (currency !== undefined || !multipliersNeedingCurrency.has(next.norm))
  ) {
    multiplier = times;
    i++;
  } else if (next && !next.spaced && next.type === 'word' && !currencyWords.has(next.norm)) {
    return null; // '15pro', '5g': part of a name, or a unit
  }
  const after = tokens[i];
  if (currency === undefined && after && currencyWords.has(after.norm)) {
    currency = currencyWords.get(after.norm);
    i++;
  }
  // '50,000/-' is how rupees are written on a price tag.
  if (tokens[i]?.norm === '/' && tokens[i + 1]?.norm === '-') {
    currency ??= 'INR';
    i += 2;
  }
  if (currency === undefined && unitAt(tokens, i)) return null;
  const value = num.value * multiplier;
  if (!Number.isFinite(value) || value <= 0 || value > MAX_PRICE) return null;
  return { value, number: num.value, multiplier, currency, end: i };
}

/** 'A - B', 'A to B', 'A and B' after `amount`, the first taking the second's multiplier ('1-2 lakh'). */
function readRangeEnd(
  tokens: readonly Token[],
  low: Amount,
  joiners: readonly string[],
): { low: Amount; high: Amount } | null {
  if (!isWord(tokens[low.end], ...joiners)) return null;
  const high = readAmount(tokens, low.end + 1);
  if (!high) return null;
  if (low.multiplier === 1 && high.multiplier > 1 && low.number <= high.number) {
    const value = low.number * high.multiplier;
    low = { ...low, value, multiplier: high.multiplier };
  }
  return { low, high };
}

interface PriceRead {
  min?: number;
  max?: number;
  currency: Currency | undefined;
  end: number;
}

function readPrice(tokens: readonly Token[], start: number): PriceRead | null {
  const token = tokens[start]!;
  // 'between 1000 and 5000', 'from 10k to 20k'
  if (isWord(token, 'between', 'from')) {
    const low = readAmount(tokens, start + 1);
    const range = low && readRangeEnd(tokens, low, ['and', 'to', '-']);
    if (range) return rangeRead(range.low, range.high);
  }
  const most = matchPhrase(tokens, start, atMost);
  const least = most < 0 ? matchPhrase(tokens, start, atLeast) : -1;
  const bound = Math.max(most, least);
  if (bound > 0) {
    const amount = readAmount(tokens, bound);
    if (amount) {
      const read = { currency: amount.currency, end: amount.end };
      return most > 0 ? { ...read, max: amount.value } : { ...read, min: amount.value };
    }
  }
  // A bare amount is a price only when it says so: a currency or a multiplier ('20k', 'rs 500').
  const around = matchPhrase(tokens, start, aroundWords);
  const amount = readAmount(tokens, around > 0 ? around : start);
  if (!amount) return null;
  const range = readRangeEnd(tokens, amount, ['to', '-']);
  if (range) {
    const { low, high } = range;
    const said = low.currency ?? high.currency ?? (low.multiplier > 1 || high.multiplier > 1);
    if (said) return rangeRead(low, high);
  }
  if (amount.currency === undefined && amount.multiplier === 1) return null;
  // Said alone, an amount is what the buyer means to spend at most.
  return { max: amount.value, currency: amount.currency, end: amount.end };
}

function rangeRead(low: Amount, high: Amount): PriceRead {
  return {
    min: low.value,
    max: high.value,
    currency: low.currency ?? high.currency,
    end: high.end,
  };
}

function readQuantity(
  tokens: readonly Token[],
  start: number,
): { amount: number; unit: string; end: number } | null {
  const bound = Math.max(matchPhrase(tokens, start, atMost), matchPhrase(tokens, start, atLeast));
  const at = bound > 0 ? bound : start;
  const num = tokens[at];
  if (!num || num.type !== 'number') return null;
  const before = tokens[at - 1];
  if (before && !num.spaced && (before.type === 'word' || before.norm === '-')) return null;
  const unit = unitAt(tokens, at + 1);
  if (!unit) return null;
  // '5g', '4g': a phone network, not five grams.
  if (unit.unit === 'g' && !tokens[at + 1]!.spaced && num.value <= 6) return null;
  if (!Number.isFinite(num.value) || num.value <= 0 || num.value > MAX_PRICE) return null;
  return { amount: num.value, unit: unit.unit, end: unit.end };
}

function readCondition(
  tokens: readonly Token[],
  start: number,
): { condition: Condition; end: number } | null {
  let found: { condition: Condition; end: number } | null = null;
  for (const { phrase, condition, needsProduct } of conditionPhrases) {
    const end = matchPhrase(tokens, start, [phrase]);
    if (end <= (found?.end ?? -1)) continue;
    const next = tokens[end]?.norm ?? '';
    if (phrase.length === 1 && phrase[0] === 'used' && notAfterUsed.has(next)) continue;
    if (phrase.length === 1 && phrase[0] === 'new' && notAfterNew.has(next)) continue;
    if (needsProduct && !isProductWord(next)) continue;
    found = { condition, end };
  }
  return found;
}

function readCity(tokens: readonly Token[], start: number): { city: string; end: number } | null {
  if (cityGlueWords.has(tokens[start]!.norm)) {
    const glued = matchCityAt(tokens, start + 1, true);
    if (glued) return glued;
  }
  return matchCityAt(tokens, start, false);
}

export function parseQuery(input: string): ParsedQuery {
  const { text, tokens } = tokenize(typeof input === 'string' ? input : '');
  const filters: QueryFilters = {};
  const readings: QueryReading[] = [];
  const removed: [number, number][] = [];
  const read = (kind: QueryReading['kind'], start: number, end: number) => {
    const from = tokens[start]!.start;
    const to = tokens[end - 1]!.end;
    readings.push({ kind, source: text.slice(from, to) });
    removed.push([from, to]);
  };

  let i = 0;
  while (i < tokens.length) {
    if (filters.city === undefined) {
      const city = readCity(tokens, i);
      if (city) {
        filters.city = city.city;
        read('city', i, city.end);
        i = city.end;
        continue;
      }
    }
    if (filters.minPrice === undefined && filters.maxPrice === undefined) {
      const price = readPrice(tokens, i);
      if (price) {
        if (price.min !== undefined) filters.minPrice = price.min;
        if (price.max !== undefined) filters.maxPrice = price.max;
        if (price.currency) filters.currency = price.currency;
        read('price', i, price.end);
        i = price.end;
        continue;
      }
    } else if (filters.minPrice === undefined || filters.maxPrice === undefined) {
      // A second bound may complete the first ('above 300 under 500').
      const price = readPrice(tokens, i);
      const fits =
        price &&
        (filters.minPrice === undefined
          ? price.min !== undefined && price.max === undefined
          : price.max !== undefined && price.min === undefined);
      if (price && fits) {
        if (price.min !== undefined) filters.minPrice = price.min;
        if (price.max !== undefined) filters.maxPrice = price.max;
        filters.currency ??= price.currency;
        read('price', i, price.end);
        i = price.end;
        continue;
      }
    }
    if (filters.quantity === undefined) {
      const quantity = readQuantity(tokens, i);
      if (quantity) {
        filters.quantity = { amount: quantity.amount, unit: quantity.unit };
        read('quantity', i, quantity.end);
        i = quantity.end;
        continue;
      }
    }
    if (filters.condition === undefined) {
      const condition = readCondition(tokens, i);
      if (condition) {
        filters.condition = condition.condition;
        read('condition', i, condition.end);
        i = condition.end;
        continue;
      }
    }
    i++;
  }

  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }
  if (filters.currency) {
    // The currency is read with the price; its own reading lets the page show it on its own.
    readings.push({ kind: 'currency', source: currencySource(readings) ?? filters.currency });
  }
  return { text: remainder(text, removed), filters, readings };
}

/** The currency as typed inside the price's span ('$', 'rs', 'rupees'). */
function currencySource(readings: readonly QueryReading[]): string | null {
  for (const reading of readings) {
    if (reading.kind !== 'price') continue;
    for (const token of tokenize(reading.source).tokens) {
      if (currencyWords.has(token.norm)) return token.raw;
      if (token.norm === '/') return '/-';
    }
  }
  return null;
}

/** The text without the read spans, spaces collapsed. */
function remainder(text: string, removed: readonly [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [from, to] of [...removed].sort((a, b) => a[0] - b[0])) {
    out += `${text.slice(at, from)} `;
    at = to;
  }
  out += text.slice(at);
  return out.replace(/\s+/g, ' ').trim();
}
