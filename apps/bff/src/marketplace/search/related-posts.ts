import type { FacetRow } from './post-search.repository.js';

/**
 * A search whose words found only a few posts ends with more from their category, nearest in
 * meaning to what it found ("More in Sarees" under seven Kanjivaram sarees), so a precise word is
 * not a short dead end. Only when the words found something: a search that finds nothing widens
 * instead, or says so (decision 0039), and never shows neighbours of nothing.
 */
export const relatedPosts = {
  /** Fewer matches than this (a first screen's worth) get related posts. */
  whenFewerThan: 10,
  /** At most this many, each at least this alike (cosine) to the matches' mean meaning. */
  limit: 8,
  minSimilarity: 0.45,
  /** Read from the category's first this many posts, as a widened meaning search does. */
  sample: 5_000,
} as const;

/** The leaf category most of the matches are in (the first by id when tied), or null. */
export function mainCategory(facets: readonly FacetRow[]): string | null {
  let best: FacetRow | null = null;
  for (const row of facets) {
    if (row.dimension !== 'category' || !row.value) continue;
    if (!best || row.count > best.count || (row.count === best.count && row.value < best.value!))
      best = row;
  }
  return best?.value ?? null;
}

/**
 * The mean direction of stored meaning vectors, as a stored vector is kept (unit length, then
 * signed bytes), or null when there is none or they cancel out.
 */
export function meanMeaning(vectors: readonly Int8Array[]): Int8Array | null {
  const first = vectors[0];
  if (!first) return null;
  const sum = new Float64Array(first.length);
  for (const vector of vectors)
    for (let d = 0; d < sum.length; d++) sum[d]! += (vector[d] ?? 0) / 127;
  const length = Math.hypot(...sum);
  if (length === 0) return null;
  const mean = new Int8Array(sum.length);
  for (let d = 0; d < sum.length; d++)
    mean[d] = Math.max(-127, Math.min(127, Math.round((sum[d]! / length) * 127)));
  return mean;
}
