/**
 * Which reviews the public reads, as SQL over a `review` row (docs/product/reviews.md). Reviews
 * are blind until both sides wrote (`published_at`) or the 14-day window ended (contracts'
 * `effectivePublishedAt`, read before the sweep writes it down), and moderators hide some. The
 * BFF's public lists and the worker's data export both ask these, so the party a review is about
 * reads it through neither before anyone else may.
 */

/** When the review `alias` counts as published (in the future while it is blind). */
export const reviewShownAtSql = (alias: string): string =>
  `coalesce(${alias}."published_at", ${alias}."window_ends_at")`;

/** The review `alias` is public at `now` (an SQL value): published and not hidden. */
export const publicReviewSql = (alias: string, now: string): string =>
  `${alias}."hidden_at" is null and ${reviewShownAtSql(alias)} <= ${now}`;
