// The catalogue search's query understanding: filters read from the words, the taxonomy nodes
// they name, everyday words and city names (docs/product/search-understanding.md).
export * from './parse-query.ts';
export * from './classify.ts';
export * from './vocabulary.ts';
export { findCity, knownCities } from './cities.ts';
export { plural, singular } from './inflect.ts';
export { askingWords, searchableText } from './filler-words.ts';
export * from './leaf-guesses.ts';
export { repairedText, repairWord } from './repair.ts';
export * from './understand.ts';
