/** The parts of a match's score, each 0..1 (docs/product/matching.md). */
export const scoreParts = [
  'meaning',
  'words',
  'category',
  'price',
  'quantity',
  'place',
  'seller',
  'freshness',
] as const;
export type ScorePart = (typeof scoreParts)[number];
export type ScoreParts = Record<ScorePart, number>;
