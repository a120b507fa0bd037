import {
  engineVersion,
  explainMatch,
  meaningWordsOf,
  rankCandidates,
  toTsQuery,
  type MatchWeights,
  type WordVectors,
} from '@matchbazaar/matching';
import type { MatchingStore, StoredMatch } from '../../adapters/matching-store.js';
import type { PostMeaningIndex } from '../../adapters/post-meaning-index.js';
import type { RealtimePublisher } from '../../adapters/realtime-publisher.js';
import type { JobHandler } from '../job-handler.js';
import { sendLeads } from './lead-sender.js';

export interface MatchingDeps {
  store: MatchingStore;
  listings: PostMeaningIndex;
  requirements: PostMeaningIndex;
  publisher: RealtimePublisher;
  vectors: WordVectors;
  weights: MatchWeights;
  now?: () => Date;
}

/** Candidates of each kind: nearest in meaning, newest in the category, best by words. */
const candidateLimits = { meaning: 150, category: 100, words: 100, rareWordListings: 2_000 };
/** Matches stored per requirement (its buyer sees the best twenty). */
const storedPerRequirement = 50;

/** The requirement's unit meaning vector back as floats (for the 'meaning' reason's words). */
export const floatsOf = (vector: Int8Array) => Float32Array.from(vector, (v) => v / 127);

/**
 * `matching.requirement` (docs/product/matching.md): scores the listings that may fit an open
 * requirement, stores the best with their parts and reasons, and tells up to K sellers. It
 * matches the requirement as it is now (a job queued for an older revision does the newest's
 * work; the newest's job then finds it done); a requirement no longer open is left alone.
 */
export function matchRequirementHandler(deps: MatchingDeps): JobHandler<'matching', 'requirement'> {
  const now = deps.now ?? (() => new Date());
  return async ({ id }, job) => {
    const requirement = await deps.store.requirement(id);
    if (!requirement || requirement.status !== 'open') {
      job.logger.info({ requirementId: id }, 'requirement gone or not open; nothing to match');
      return;
    }
    if ((requirement.matchedRevision ?? -1) >= requirement.revision) {
      job.logger.info({ requirementId: id }, 'this revision is matched already');
      return;
    }
    const text = [requirement.title, ...requirement.tags].join(' ');
    const synonyms = await deps.store.synonyms();
    // The words part of every candidate reads the whole text; finding candidates by words takes
    // only the rare ones (common ones would rank tens of thousands of rows).
    const tsQuery = toTsQuery(text, synonyms, { anyWord: true });
    const byRareWords = async () => {
      const rare = await deps.store.selectiveWords(text, candidateLimits.rareWordListings);
      const rareQuery = toTsQuery(rare.join(' '), synonyms, { anyWord: true });
      return rareQuery
        ? deps.store.listingsByWords(rareQuery, requirement.groupId, candidateLimits.words)
        : [];
    };
    const [near, inCategory, byWords] = await Promise.all([
      deps.listings.nearest(requirement.vector, [requirement.groupId], candidateLimits.meaning),
      deps.store.listingsInCategory(requirement.category, candidateLimits.category),
      byRareWords(),
    ]);
    const ids = [...new Set([...near.map((n) => n.id), ...inCategory, ...byWords])];
    const candidates = (await deps.store.listingCandidates(ids, tsQuery)).filter(
      (listing) => listing.sellerId !== requirement.buyerId,
    );
    const ranked = rankCandidates(
      requirement,
      candidates,
      deps.weights,
      now(),
      storedPerRequirement,
    );
    const wanted = floatsOf(requirement.vector);
    const said = [requirement.title, requirement.description, ...requirement.tags].join(' ');
    const matches: StoredMatch[] = ranked.map((match) => ({
      requirementId: requirement.id,
      listingId: match.listing.id,
      shopId: match.listing.shopId,
      sellerId: match.listing.sellerId,
      buyerId: requirement.buyerId,
      score: match.score,
      parts: match.parts,
      reasons: explainMatch(requirement, match.listing, match.parts, {
        words: meaningWordsOf(deps.vectors, wanted, match.listing.title, said),
      }),
      engineVersion,
      weightsVersion: deps.weights.version,
    }));
    const matchIds = await deps.store.saveMatches(matches);
    const told = await sendLeads(deps, requirement, ranked, matchIds);
    await deps.store.markMatched('requirement', requirement.id, requirement.revision);
    job.logger.info(
      { requirementId: id, candidates: candidates.length, matches: matches.length, told },
      'requirement matched',
    );
  };
}
