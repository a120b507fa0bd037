import { z } from 'zod';
import { answerSchema } from '../api.js';
import { searchEventKinds } from '../catalogue/search-events.js';
import { searchAnalyticsMessages as m } from '../messages/search-analytics.js';
import { daysInRange, isDay } from '../seller/date-range.js';

/**
 * GET /api/v1/admin/search/analytics and its .csv (docs/product/search-analytics.md): the
 * catalogue search's recorded searches over a range of UTC days, for admins.
 */

/** The longest range asked at once: a year, a leap day included. */
export const maxSearchAnalyticsDays = 366;
/** The range when none is given: the last 30 days, today included. */
export const defaultSearchAnalyticsDays = 30;
/** Rows in the top-queries and zero-result tables. */
export const searchAnalyticsTopRows = 50;
/** Places on the first page the click-through by position covers. */
export const searchAnalyticsPositions = 10;

const day = z
  .string({ error: m.dayInvalid })
  .trim()
  .max(10, { error: m.dayInvalid, abort: true })
  .refine(isDay, { error: m.dayInvalid });

/**
 * `from` and `to` are UTC days, both counted, at most 366 apart; either left out: the 30 days
 * ending with `to` (today by default). `kind` left out: both kinds.
 */
export const searchAnalyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    kind: z.enum(searchEventKinds, { error: m.kindInvalid }).optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: m.rangeBackwards,
    path: ['from'],
  })
  .refine(
    (range) =>
      !range.from || !range.to || daysInRange(range.from, range.to) <= maxSearchAnalyticsDays,
    { error: m.rangeTooLong, path: ['from'] },
  );
export type SearchAnalyticsQuery = z.infer<typeof searchAnalyticsQuerySchema>;

const share = z.number().min(0).max(1);

export const searchAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(searchEventKinds).nullable(),
  totals: z.object({
    searches: z.number().int(),
    zeroResults: z.number().int(),
    /** Share of searches that found nothing. */
    zeroResultRate: share,
    /** Searches of which at least one result was opened. */
    clickedSearches: z.number().int(),
    /** clickedSearches / searches. */
    clickThroughRate: share,
    clicks: z.number().int(),
    saves: z.number().int(),
    inquiries: z.number().int(),
  }),
  /** The most searched normalized queries, most first. */
  topQueries: z.array(
    z.object({
      query: z.string(),
      searches: z.number().int(),
      zeroResultShare: share,
      clicks: z.number().int(),
      clickThroughRate: share,
    }),
  ),
  /** Normalized queries that found nothing, most often first. */
  zeroResultQueries: z.array(
    z.object({ query: z.string(), count: z.number().int(), lastSeen: z.string() }),
  ),
  /** Places 1 to 10 of the first page: searches that showed one there, and clicks on it. */
  positions: z.array(
    z.object({
      position: z.number().int(),
      shown: z.number().int(),
      clicks: z.number().int(),
      clickThroughRate: share,
    }),
  ),
});
export type SearchAnalytics = z.infer<typeof searchAnalyticsSchema>;

export const searchAnalyticsAnswerSchema = answerSchema(searchAnalyticsSchema);
export type SearchAnalyticsAnswer = z.infer<typeof searchAnalyticsAnswerSchema>;
