/**
 * Words in a query that are about the asking, not the thing asked for ('i need', 'near me',
 * 'cheap', 'wholesale supplier'). The classifier sets them aside to see what the rest names; a
 * word search may drop them too, since no listing needs to say them.
 */
import { termWords } from './term-index.ts';

/** Safe to drop from a word search: no listing's title needs them. */
export const askingWords: ReadonlySet<string> = new Set([
  'for',
  'sale',
  'buy',
  'buying',
  'need',
  'needed',
  'want',
  'wanted',
  'looking',
  'i',
  'a',
  'an',
  'the',
  'near',
  'me',
  'cheap',
  'cheapest',
  'best',
  'good',
  'online',
  'wholesale',
  'wholesaler',
  'supplier',
  'suppliers',
  'dealer',
  'dealers',
  'seller',
  'sellers',
  'someone',
  'somebody',
  'to',
  'my',
  'of',
  'with',
  'at',
  'some',
  'any',
  'please',
  'where',
  'get',
  'find',
  'is',
  'are',
  'available',
  'nearby',
  'chahiye',
  'mujhe',
  'there',
  'who',
  'which',
  'what',
  'how',
  'do',
  'does',
  'you',
  'we',
  'our',
  'this',
  'that',
  'will',
  'should',
  'would',
  'affordable',
  'genuine',
  'urgent',
  'urgently',
]);

/**
 * Set aside by the classifier as well, though a listing may say them: how it is sold ('shop',
 * 'wholesale rate', 'for rent'), packed ('bag', 'kg') or its condition ('new', 'used').
 */
export const fillerWords: ReadonlySet<string> = new Set([
  ...askingWords,
  // 'oil can', 'IT services', 'made in the US'.
  'can',
  'it',
  'us',
  'shop',
  'store',
  'price',
  'prices',
  'rate',
  'rates',
  'low',
  'lowest',
  'quality',
  'top',
  'in',
  'on',
  'and',
  'from',
  'order',
  'delivery',
  'rent',
  'rental',
  'lease',
  'let',
  'sell',
  'selling',
  'purchase',
  'ke',
  'liye',
  'ka',
  'ki',
  'bag',
  'bags',
  'sack',
  'bori',
  'packet',
  'pack',
  'kg',
  'new',
  'used',
  'original',
  'quick',
  'fast',
  'like',
]);

/**
 * The text without its asking words, as typed otherwise ('cheap plumber near me' -> 'plumber'):
 * what a word search should require. A text of nothing but asking words is kept as it is.
 */
export function searchableText(text: string): string {
  const kept = text.split(/\s+/).filter((chunk) => {
    const words = termWords(chunk);
    return words.length === 0 ? false : !words.every((word) => askingWords.has(word));
  });
  return kept.length > 0 ? kept.join(' ') : text.replace(/\s+/g, ' ').trim();
}
