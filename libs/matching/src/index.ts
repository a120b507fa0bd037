// The matching engine's pure parts (docs/product/matching.md, docs/decisions/0034-matching-engine.md).
export * from './word-vectors.ts';
export * from './text-vector.ts';
export * from './parts.ts';
export * from './score.ts';
export * from './weights.ts';
export * from './explain.ts';
export * from './vector-index.ts';
export * from './rank.ts';
// A saved post's stored meaning (the BFF's entities, the training and evaluation scripts).
export * from './post-meaning.ts';
// The catalogue search's words (the 'words' part reads them the same way).
export * from './search-text.ts';
export * from './synonyms.ts';
export * from './query/index.ts';
