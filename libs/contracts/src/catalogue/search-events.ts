import { z } from 'zod';
import { searchAnalyticsMessages as m } from '../messages/search-analytics.js';

/**
 * The catalogue search's events (docs/product/search-analytics.md): each search with words is
 * recorded with what it showed; the web reports which of its results was then opened, saved or
 * asked about, naming the search by the id its answer carried.
 */

/** What was searched: the listings (buyers) or the requirements (sellers). */
export const searchEventKinds = ['listing', 'requirement'] as const;
export type SearchEventKind = (typeof searchEventKinds)[number];

/** What a user did with one result of a search. */
export const searchActionKinds = ['click', 'save', 'inquiry'] as const;
export type SearchActionKind = (typeof searchActionKinds)[number];

/** The query as typed is kept up to this many characters. */
export const searchQueryMaxChars = 200;
/** Results of a first page kept in order; a click may report a place up to this. */
export const searchPositionMax = 100;
/** Searches (and what was done with their results) are deleted this many days after. */
export const searchEventRetentionDays = 180;

/**
 * The form queries are counted under: lower case, runs of white space one space, no space at
 * either end ("  Red  Saree" and "red saree" are one query).
 */
export function normalizeSearchQuery(query: string): string {
  return query.toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** POST /api/v1/search/actions: one thing done with one result of a recorded search. */
export const searchActionSchema = z.object({
  searchId: z.uuid({ error: m.searchIdInvalid }),
  postId: z.uuid({ error: m.postIdInvalid }),
  position: z
    .number({ error: m.positionInvalid })
    .int({ error: m.positionInvalid })
    .min(1, { error: m.positionInvalid })
    .max(searchPositionMax, { error: m.positionInvalid }),
  action: z.enum(searchActionKinds, { error: m.actionInvalid }),
});
export type SearchAction = z.infer<typeof searchActionSchema>;
