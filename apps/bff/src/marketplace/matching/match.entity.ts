import { matchStates, type MatchReason } from '@matchbazaar/contracts';
import type { ScoreParts } from '@matchbazaar/matching';
import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * One listing matched to one requirement (docs/product/matching.md). The worker writes matches
 * (plain SQL, libs/db-schema's `matchTable`); the BFF reads them and records what people do.
 */
export const MatchSchema = defineEntity({
  name: 'Match',
  tableName: 'match',
  properties: {
    id: p.uuid().primary(),
    requirementId: p.uuid(),
    listingId: p.uuid(),
    shopId: p.uuid(),
    sellerId: p.uuid(),
    buyerId: p.uuid(),
    /** 0..1. */
    score: p.float(),
    parts: p.json<ScoreParts>(),
    reasons: p.json<MatchReason[]>(),
    engineVersion: p.smallint(),
    weightsVersion: p.string().length(60),
    state: p.enum(matchStates),
    /** When the seller was sent it as a lead; null: stored, not sent. */
    notifiedAt: p.datetime().nullable(),
    /** What followed that the state does not say: 'inquiry', 'proposal', 'order'. */
    outcome: p.string().length(12).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().onUpdate(() => new Date()),
  },
});

export class Match extends MatchSchema.class {}
MatchSchema.setClass(Match);
