import { scoreListing, type ListingFacts, type RequirementFacts, type Scored } from './score.ts';
import type { MatchWeights } from './weights.ts';

/** A candidate with what the fan-out needs to know of its seller. */
export interface Candidate extends ListingFacts {
  id: string;
  title: string;
  shopId: string;
  sellerId: string;
}

export interface RankedMatch extends Scored {
  listing: Candidate;
}

/** Below this a listing is not a match at all (not stored, not shown). */
export const minimumScore = 0.35;

/** Every candidate scored, the best first, those under the minimum left out. */
export function rankCandidates(
  req: RequirementFacts,
  candidates: readonly Candidate[],
  weights: MatchWeights,
  now: Date,
  limit = 50,
): RankedMatch[] {
  return candidates
    .map((listing) => ({ listing, ...scoreListing(req, listing, weights, now) }))
    .filter((match) => match.score >= minimumScore)
    .sort((a, b) => b.score - a.score || a.listing.id.localeCompare(b.listing.id))
    .slice(0, limit);
}

export interface FanOutRules {
  /** At most this many sellers are told (an admin setting; IndiaMART caps a BuyLead at ten). */
  maxSellers: number;
  /** Sellers told already about this requirement: they count toward the cap and are not told again. */
  alreadyNotified: ReadonlySet<string>;
  /** Sellers who said 'Not relevant' to it, or whom the buyer blocked or who blocked the buyer. */
  excluded: ReadonlySet<string>;
  /** Sellers at their daily lead cap. */
  atDailyCap: ReadonlySet<string>;
  /** The buyer's own shop never gets their own lead. */
  buyerId: string;
  /**
   * The least match that is a lead, in percent as people read it ("70% match"): weaker ones
   * stay stored and shown, but nobody is interrupted by them.
   */
  leadMinMatch: number;
}

/** A score as the screens show it: a whole percentage. */
export const matchPercent = (score: number) => Math.round(score * 100);

/**
 * Which of the ranked matches become leads now: one listing per seller (their best), in score
 * order, those at the lead floor or above, until `maxSellers` sellers in all have been told. The rest stay stored and visible to
 * the buyer, and sellers still find the requirement under buyer requests.
 */
export function chooseLeads(ranked: readonly RankedMatch[], rules: FanOutRules): RankedMatch[] {
  const chosen: RankedMatch[] = [];
  const sellers = new Set<string>(rules.alreadyNotified);
  for (const match of ranked) {
    if (sellers.size >= rules.maxSellers) break;
    // Ranked best first: once one is under the floor, so is the rest.
    if (matchPercent(match.score) < rules.leadMinMatch) break;
    const seller = match.listing.sellerId;
    if (sellers.has(seller) || seller === rules.buyerId) continue;
    if (rules.excluded.has(seller) || rules.atDailyCap.has(seller)) continue;
    sellers.add(seller);
    chosen.push(match);
  }
  return chosen;
}
