import type { MatchReason } from '@matchbazaar/contracts';
import { comparablePrice, distanceKm, type ListingFacts, type RequirementFacts } from './score.ts';
import type { ScoreParts } from './parts.ts';
import { meaningWords, wordReader } from './text-vector.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * Why a listing fits a requirement, in reasons the app puts into plain words ("Same category:
 * Basmati", "$1.10/kg, inside your budget", "12 km from your delivery address"). Only what
 * helped is said: a price over budget or a far-away seller is not a reason.
 */
export function explainMatch(
  req: RequirementFacts,
  listing: ListingFacts,
  parts: ScoreParts,
  meaning?: { words: readonly string[] },
): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (parts.category === 1) {
    reasons.push({ kind: 'category', level: 'same', categoryId: req.category });
  } else if (parts.category > 0) {
    reasons.push({
      kind: 'category',
      level: parts.category >= 0.6 ? 'subgroup' : 'group',
      categoryId: listing.category,
    });
  }
  if (meaning && meaning.words.length > 0) {
    reasons.push({ kind: 'meaning', words: meaning.words.slice(0, 4) });
  }
  const price = comparablePrice(req, listing);
  if (price !== undefined && listing.priceMinor !== null && parts.price >= 0.7) {
    const fit =
      req.budgetMaxMinor !== null && price > req.budgetMaxMinor
        ? 'above'
        : req.budgetMinMinor !== null && price < req.budgetMinMinor
          ? 'below'
          : 'inside';
    if (fit !== 'above') {
      reasons.push({
        kind: 'price',
        fit,
        amountMinor: listing.priceMinor,
        currency: listing.currency as 'USD' | 'INR',
        unit: listing.priceUnit,
      });
    }
  } else if (listing.priceType === 'on_request') {
    reasons.push({ kind: 'priceOnRequest' });
  }
  if (parts.quantity === 1 && listing.minOrderQuantity > 1) {
    reasons.push({
      kind: 'quantity',
      minOrder: listing.minOrderQuantity,
      unit: listing.minOrderUnit,
    });
  }
  const km = distanceKm(req, listing);
  if (km !== undefined && km <= 500) {
    reasons.push({ kind: 'distance', km: Math.round(km) });
  } else if (km === undefined && parts.place >= 0.9) {
    reasons.push({ kind: 'sameCity', city: listing.city });
  }
  if (listing.seller.verified) reasons.push({ kind: 'verifiedSeller' });
  const minutes = listing.seller.responseMinutes;
  if (minutes != null && minutes <= 24 * 60) {
    reasons.push({ kind: 'responseTime', hours: Math.max(1, Math.ceil(minutes / 60)) });
  }
  return reasons;
}

/**
 * The listing's words closest in meaning to the requirement, for the 'meaning' reason ("Close to
 * what you described: ..."): only words the requirement itself says (as read, so a repaired typo
 * counts), never a near neighbour it did not say ("pepper" for "black rice"); rare words only, so
 * "with" and "new" never explain anything.
 */
export function meaningWordsOf(
  vectors: WordVectors,
  requirementVector: Float32Array,
  listingTitle: string,
  requirementText: string,
  limit = 3,
): string[] {
  const seen = new Set<string>();
  const read = wordReader(vectors);
  const said = new Set(meaningWords(requirementText).flatMap((word) => read(word)));
  const scored: { word: string; similarity: number }[] = [];
  for (const word of meaningWords(listingTitle)) {
    const known = read(word)[0];
    if (seen.has(word) || known === undefined || !said.has(known)) continue;
    seen.add(word);
    if (vectors.weightOf(known) < 0.6) continue;
    const v = vectors.unitVector(known);
    if (!v) continue;
    let similarity = 0;
    for (let d = 0; d < v.length; d++) similarity += v[d]! * requirementVector[d]!;
    if (similarity >= 0.45) scored.push({ word, similarity });
  }
  return scored
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit)
    .map((s) => s.word);
}
