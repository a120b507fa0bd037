import {
  engineVersion,
  explainMatch,
  meaningWordsOf,
  minimumScore,
  scoreListing,
  toTsQuery,
} from '@matchbazaar/matching';
import type { StoredMatch } from '../../adapters/matching-store.js';
import type { JobHandler } from '../job-handler.js';
import { tellSeller } from './lead-sender.js';
import { floatsOf, type MatchingDeps } from './match-requirement.handler.js';

/** Open requirements looked at per listing: nearest in meaning, and newest in its category. */
const candidateLimits = { meaning: 100, category: 100 };

/**
 * `matching.listing` (docs/product/matching.md): a listing just published or edited is scored
 * against the open requirements it may fit; each match is stored, and the seller is told of a
 * requirement while it still has room under its cap of sellers (and the other fan-out rules).
 */
export function matchListingHandler(deps: MatchingDeps): JobHandler<'matching', 'listing'> {
  const now = deps.now ?? (() => new Date());
  return async ({ id }, job) => {
    const listing = await deps.store.listing(id);
    if (!listing || listing.status !== 'published') {
      job.logger.info({ listingId: id }, 'listing gone or not published; nothing to match');
      return;
    }
    if ((listing.matchedRevision ?? -1) >= listing.revision) {
      job.logger.info({ listingId: id }, 'this revision is matched already');
      return;
    }
    // The requirements it was matched to before are scored again too: an edit (a corrected
    // category, say) replaces their reasons, or drops a match that no longer fits.
    const [near, inCategory, before] = await Promise.all([
      deps.requirements.nearest(listing.vector, [listing.groupId], candidateLimits.meaning),
      deps.store.requirementsInCategory(listing.category, candidateLimits.category),
      deps.store.requirementsMatchedTo(listing.id),
    ]);
    const requirements = (
      await deps.store.openRequirements([
        ...new Set([...near.map((n) => n.id), ...inCategory, ...before]),
      ])
    ).filter((requirement) => requirement.buyerId !== listing.sellerId);
    const synonyms = await deps.store.synonyms();
    const queries = requirements.flatMap((requirement) => {
      const tsQuery = toTsQuery([requirement.title, ...requirement.tags].join(' '), synonyms, {
        anyWord: true,
      });
      return tsQuery ? [{ requirementId: requirement.id, tsQuery }] : [];
    });
    const ranks = await deps.store.wordsRanks(listing.id, queries);
    const matched = requirements
      .map((requirement) => {
        const candidate = { ...listing, wordsRank: ranks.get(requirement.id) ?? 0 };
        return {
          requirement,
          listing: candidate,
          ...scoreListing(requirement, candidate, deps.weights, now()),
        };
      })
      .filter((m) => m.score >= minimumScore)
      .sort((a, b) => b.score - a.score);
    const matchIds = await deps.store.saveMatches(
      matched.map((m): StoredMatch => ({
        requirementId: m.requirement.id,
        listingId: listing.id,
        shopId: listing.shopId,
        sellerId: listing.sellerId,
        buyerId: m.requirement.buyerId,
        score: m.score,
        parts: m.parts,
        reasons: explainMatch(m.requirement, m.listing, m.parts, {
          words: meaningWordsOf(
            deps.vectors,
            floatsOf(m.requirement.vector),
            listing.title,
            [m.requirement.title, m.requirement.description, ...m.requirement.tags].join(' '),
          ),
        }),
        engineVersion,
        weightsVersion: deps.weights.version,
      })),
    );
    const fitting = new Set(matched.map((m) => m.requirement.id));
    const rescored = new Set(requirements.map((requirement) => requirement.id));
    const dropped = await deps.store.dropStaleMatches(
      listing.id,
      before.filter((id) => rescored.has(id) && !fitting.has(id)),
    );
    const told = await tellSeller(deps, listing, matched, matchIds);
    await deps.store.markMatched('listing', listing.id, listing.revision);
    job.logger.info(
      { listingId: id, requirements: requirements.length, stored: matched.length, dropped, told },
      'listing matched',
    );
  };
}
