/**
 * English singular and plural forms, enough for the taxonomy's names and the words people type
 * (vegetables/vegetable, supplies/supply, knives/knife, dresses/dress, accessories/accessory).
 * Not a full English morphology: an unknown word falls through the regular rules.
 */

const irregular: readonly (readonly [string, string])[] = [
  ['person', 'people'],
  ['child', 'children'],
  ['man', 'men'],
  ['woman', 'women'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['shelf', 'shelves'],
  ['half', 'halves'],
  ['calf', 'calves'],
  ['wolf', 'wolves'],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['mango', 'mangoes'],
  ['hero', 'heroes'],
  ['cactus', 'cacti'],
  ['shoe', 'shoes'],
  ['toe', 'toes'],
  ['movie', 'movies'],
  ['cookie', 'cookies'],
  ['tie', 'ties'],
  ['pie', 'pies'],
  ['die', 'dice'],
  ['series', 'series'],
  ['species', 'species'],
  ['fish', 'fish'],
  ['sheep', 'sheep'],
  ['deer', 'deer'],
  ['equipment', 'equipment'],
  ['furniture', 'furniture'],
  ['jewelry', 'jewelry'],
  ['jewellery', 'jewellery'],
  ['footwear', 'footwear'],
  ['wear', 'wear'],
  ['sportswear', 'sportswear'],
  ['activewear', 'activewear'],
  ['swimwear', 'swimwear'],
  ['eyewear', 'eyewear'],
  ['cookware', 'cookware'],
  ['dinnerware', 'dinnerware'],
  ['brassware', 'brassware'],
  ['stationery', 'stationery'],
  ['luggage', 'luggage'],
  ['bedding', 'bedding'],
  ['clothing', 'clothing'],
  ['news', 'news'],
  ['glasses', 'glasses'],
  ['jeans', 'jeans'],
  ['trousers', 'trousers'],
  ['pants', 'pants'],
  ['shorts', 'shorts'],
  ['scissors', 'scissors'],
  ['pulses', 'pulses'],
  ['arts', 'arts'],
  ['sports', 'sports'],
  ['electronics', 'electronics'],
  ['aids', 'aids'],
  ['gas', 'gases'],
  ['bus', 'buses'],
  ['lens', 'lenses'],
  ['sari', 'saris'],
  ['safari', 'safaris'],
  ['tyre', 'tyres'],
  ['tire', 'tires'],
  ['chappal', 'chappals'],
];

const toPlural = new Map<string, string>();
const toSingular = new Map<string, string>();
for (const [one, many] of irregular) {
  toPlural.set(one, many);
  toSingular.set(many, one);
}

// Words ending in -s that are singular already (no 'glas' from 'glass', no 'bu' from 'bus').
const singularEndings = /(?:ss|us|is|ics|ness|ous)$/;

export function singular(word: string): string {
  const known = toSingular.get(word);
  if (known !== undefined) return known;
  if (toPlural.has(word) || word.length < 3 || singularEndings.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  // boxes, watches, dishes, glasses, buzzes; but houses, cases, prizes lose the s alone.
  if (/(?:ch|sh|x|zz|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  const known = toPlural.get(word);
  if (known !== undefined) return known;
  if (toSingular.has(word) || word.length < 2) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z|s)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A phrase with its last word in both numbers ('fresh vegetables' -> also 'fresh vegetable'). */
export function phraseForms(phrase: string): string[] {
  const space = phrase.lastIndexOf(' ');
  const head = space < 0 ? '' : phrase.slice(0, space + 1);
  const last = phrase.slice(space + 1);
  const one = singular(last);
  return [...new Set([phrase, head + one, head + plural(one)])];
}
