import { z } from 'zod';
import { answerSchema } from '../api.js';
import { searchSynonymsMessages as m } from '../messages/search-synonyms.js';

/**
 * /api/v1/admin/search/synonyms (docs/product/search-understanding.md, "Synonyms"): the synonym
 * sets the catalogue search and saved-search alerts expand words with, kept by admins in System
 * Settings. A set is stored as one `search_synonym` row per word (its key), so a word belongs to
 * one set: a word in two sets would join them, meaning silently what neither set said.
 */

/**
 * How an edit of the synonyms is announced to every BFF (a setting's change, decision 0012) and
 * named in the audit log (target kind 'setting').
 */
export const synonymsSettingKey = 'search.synonyms';

export const synonymLimits = {
  minTerms: 2,
  maxTerms: 20,
  maxWords: 3,
  maxChars: 60,
  /** Sets answered at once; the search narrows the rest. */
  listed: 200,
} as const;

/** A word as the search compares words: trimmed, single spaces, lower case. */
export const normalizeSynonymTerm = (term: string): string =>
  term.trim().replace(/\s+/g, ' ').toLowerCase();

// Letters and digits, joined by spaces or the marks words carry ("t-shirt", "men's", "a.c.").
const termPattern = /^[\p{L}\p{N}]+(?:[ '.&-]+[\p{L}\p{N}]+)*\.?$/u;

export const synonymTermSchema = z
  .string({ error: m.termInvalid })
  .max(200, { error: m.termTooLong, abort: true })
  .transform(normalizeSynonymTerm)
  .pipe(
    z
      .string()
      .min(1, { error: m.termInvalid, abort: true })
      .max(synonymLimits.maxChars, { error: m.termTooLong, abort: true })
      .refine((term) => term.split(' ').length <= synonymLimits.maxWords, {
        error: m.termTooManyWords,
        abort: true,
      })
      .regex(termPattern, { error: m.termInvalid }),
  );

/** POST and PUT: the set's words; the order is kept as given, repeats refused. */
export const synonymSetInputSchema = z.object({
  terms: z
    .array(synonymTermSchema, { error: m.termsRequired })
    .min(synonymLimits.minTerms, { error: m.tooFewTerms })
    .max(synonymLimits.maxTerms, { error: m.tooManyTerms })
    .superRefine((terms, ctx) => {
      const seen = new Set<string>();
      for (const [i, term] of terms.entries()) {
        if (seen.has(term))
          ctx.addIssue({ code: 'custom', message: m.termRepeated(term), path: [i] });
        seen.add(term);
      }
    }),
});
export type SynonymSetInput = z.infer<typeof synonymSetInputSchema>;

/** GET: `q` narrows to the sets with a word containing it. */
export const synonymSetsQuerySchema = z.object({
  q: z
    .string({ error: m.searchInvalid })
    .max(synonymLimits.maxChars, { error: m.searchInvalid })
    .transform(normalizeSynonymTerm)
    .optional(),
});
export type SynonymSetsQuery = z.infer<typeof synonymSetsQuerySchema>;

/** A set's id is its first word in alphabetical order (it changes when that word does). */
export const synonymSetIdSchema = synonymTermSchema;

export const synonymSetSchema = z.object({
  id: z.string(),
  terms: z.array(z.string()),
});
export type SynonymSet = z.infer<typeof synonymSetSchema>;

export const synonymSetsAnswerSchema = answerSchema(
  z.object({ sets: z.array(synonymSetSchema), total: z.number().int() }),
);
export type SynonymSetsAnswer = z.infer<typeof synonymSetsAnswerSchema>;

export const synonymSetAnswerSchema = answerSchema(z.object({ set: synonymSetSchema }));
export type SynonymSetAnswer = z.infer<typeof synonymSetAnswerSchema>;
