import { shopTable } from './marketplace-tables.js';

const sc = shopTable.columns;

/**
 * A seller's rating as matching scores it (docs/product/matching.md): their shop `alias`'s
 * average, none before its first counted review. The worker's matching reads it with this, and
 * the BFF's reviews spec checks through it that a written review reaches matching.
 */
export const sellerRatingSql = (alias: string): string =>
  `case when ${alias}."${sc.ratingCount}" > 0 then ${alias}."${sc.ratingAverage}" end`;
