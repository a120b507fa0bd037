import { z } from 'zod';
import { answerSchema } from '../api.js';
import { matchingMessages as m } from '../messages/matching.js';
import { listingCardSchema } from './listing.js';
import { currencySchema } from './money.js';
import { requirementCardSchema } from './requirement.js';

/**
 * Matching (docs/product/matching.md): the engine stores a match per requirement and listing with
 * its score and parts; people see the match with its reasons, as data the app puts into words
 * (the catalogue's `matching` section), so money and distance read in the reader's own format.
 */

export const matchStates = ['new', 'seen', 'proposed', 'dismissed'] as const;
export type MatchState = (typeof matchStates)[number];

/** One plain-words reason a listing fits a requirement, strongest first. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('category'),
    level: z.enum(['same', 'subgroup', 'group']),
    /** The requirement's category for 'same', else the listing's. */
    categoryId: z.string(),
  }),
  z.object({
    kind: z.literal('price'),
    fit: z.enum(['inside', 'below', 'above']),
    amountMinor: z.number().int(),
    currency: currencySchema,
    unit: z.string(),
  }),
  z.object({ kind: z.literal('priceOnRequest') }),
  z.object({ kind: z.literal('quantity'), minOrder: z.number().int(), unit: z.string() }),
  z.object({ kind: z.literal('distance'), km: z.number().int() }),
  z.object({ kind: z.literal('sameCity'), city: z.string() }),
  /** Words both posts use (or mean): shown when meaning carried the match. */
  z.object({ kind: z.literal('meaning'), words: z.array(z.string()).max(4) }),
  z.object({ kind: z.literal('verifiedSeller') }),
  z.object({ kind: z.literal('responseTime'), hours: z.number().int() }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** A match as the buyer sees it on their requirement's page. */
export const requirementMatchSchema = z.object({
  id: z.string(),
  /** 0..100. */
  score: z.number().int(),
  state: z.enum(matchStates),
  notified: z.boolean(),
  reasons: z.array(matchReasonSchema),
  listing: listingCardSchema,
});
export type RequirementMatch = z.infer<typeof requirementMatchSchema>;

export const requirementMatchesSchema = z.object({
  /** Sellers told of the requirement as a lead. */
  sellersNotified: z.number().int(),
  /** Whether the engine has run for the requirement's current text (false: still matching). */
  matched: z.boolean(),
  items: z.array(requirementMatchSchema),
});
export type RequirementMatches = z.infer<typeof requirementMatchesSchema>;

/** A lead as the seller sees it: the requirement and which of their listings fits, and why. */
export const sellerLeadSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  state: z.enum(matchStates),
  createdAt: z.string(),
  reasons: z.array(matchReasonSchema),
  requirement: requirementCardSchema,
  listing: z.object({ id: z.string(), title: z.string() }),
});
export type SellerLead = z.infer<typeof sellerLeadSchema>;

export const sellerLeadsPageSchema = z.object({
  items: z.array(sellerLeadSchema),
  nextCursor: z.string().nullable(),
  counts: z.object({ new: z.number().int(), open: z.number().int() }),
});
export type SellerLeadsPage = z.infer<typeof sellerLeadsPageSchema>;

export const leadStatesFilter = ['open', 'dismissed', 'all'] as const;
export const sellerLeadsQuerySchema = z.object({
  state: z.enum(leadStatesFilter, { error: m.stateFilterInvalid }).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SellerLeadsQuery = z.infer<typeof sellerLeadsQuerySchema>;

/** A seller's answer to a lead: 'Not relevant' is recorded and the lead is not sent again. */
export const leadActionSchema = z.object({
  action: z.enum(['dismiss', 'seen'], { error: m.stateInvalid }),
});
export type LeadAction = z.infer<typeof leadActionSchema>;

export const matchIdSchema = z.uuid({ error: m.matchNotFound });
export const leadIdSchema = z.uuid({ error: m.leadNotFound });

export const requirementMatchesAnswerSchema = answerSchema(requirementMatchesSchema);
export type RequirementMatchesAnswer = z.infer<typeof requirementMatchesAnswerSchema>;
export const requirementMatchAnswerSchema = answerSchema(
  z.object({ match: requirementMatchSchema }),
);
export type RequirementMatchAnswer = z.infer<typeof requirementMatchAnswerSchema>;
export const sellerLeadsAnswerSchema = answerSchema(sellerLeadsPageSchema);
export type SellerLeadsAnswer = z.infer<typeof sellerLeadsAnswerSchema>;
export const sellerLeadAnswerSchema = answerSchema(z.object({ lead: sellerLeadSchema }));
export type SellerLeadAnswer = z.infer<typeof sellerLeadAnswerSchema>;
