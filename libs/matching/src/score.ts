import { cosine } from './text-vector.ts';
import { scoreParts, type ScoreParts } from './parts.ts';
import type { MatchWeights } from './weights.ts';

/**
 * The score of one listing for one requirement, with its parts (docs/product/matching.md). Every
 * part is 0..1; 0.5 is neutral, what a part says when it cannot tell (a price on request, a
 * seller with no record yet). The score is the weighted sum of the parts over the sum of the
 * weights, so it is 0..1 too. Pure: everything it needs is in its arguments.
 */

export interface Place {
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

/** What the engine reads of a requirement. Amounts in minor units per `quantityUnit`. */
export interface RequirementFacts extends Place {
  vector: Int8Array;
  category: string;
  subgroupId: string;
  groupId: string;
  quantity: number;
  quantityUnit: string;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  currency: string;
}

/** What the engine reads of a listing. */
export interface ListingFacts extends Place {
  vector: Int8Array;
  category: string;
  subgroupId: string;
  groupId: string;
  priceType: 'fixed' | 'negotiable' | 'on_request';
  priceMinor: number | null;
  currency: string;
  priceUnit: string;
  minOrderQuantity: number;
  minOrderUnit: string;
  availability: 'in_stock' | 'made_to_order' | 'out_of_stock';
  publishedAt: Date;
  /**
   * The catalogue's full-text relevance of the listing for the requirement's words (synonyms
   * included), squashed to 0..1 by the query that reads it.
   */
  wordsRank: number;
  seller: SellerFacts;
}

export interface SellerFacts {
  verified: boolean;
  /** 1..5 once reviews exist. */
  rating?: number | null;
  /** 0..1 of inquiries answered, once measured. */
  responseRate?: number | null;
  /** How long the seller usually takes to answer an inquiry, once measured. */
  responseMinutes?: number | null;
}

const neutral = 0.5;

export function categoryPart(req: RequirementFacts, listing: ListingFacts): number {
  if (listing.category === req.category) return 1;
  if (listing.subgroupId === req.subgroupId) return 0.6;
  if (listing.groupId === req.groupId) return 0.3;
  return 0;
}

/** How many of `to` one `from` is, for units that convert (mass); undefined when they do not. */
export function unitFactor(from: string, to: string): number | undefined {
  if (from === to) return 1;
  const kg: Record<string, number> = { gram: 0.001, kg: 1, quintal: 100, tonne: 1000 };
  const piece: Record<string, number> = { piece: 1, unit: 1, pair: 2, dozen: 12 };
  for (const table of [kg, piece]) {
    if (table[from] !== undefined && table[to] !== undefined) return table[from] / table[to];
  }
  return undefined;
}

/**
 * What the requirement's whole quantity costs at the listing's price, in minor units, to hold
 * against the budget (a budget is for the whole quantity, as the posting form asks it); undefined
 * when they cannot compare (on request, another currency, units that do not convert).
 */
export function comparablePrice(req: RequirementFacts, listing: ListingFacts): number | undefined {
  if (listing.priceType === 'on_request' || listing.priceMinor === null) return undefined;
  if (listing.currency !== req.currency) return undefined;
  const factor = unitFactor(req.quantityUnit, listing.priceUnit);
  return factor === undefined ? undefined : listing.priceMinor * factor * req.quantity;
}

/**
 * Inside the budget is best; under it is good (a little suspicious when far under); over it
 * falls to nothing at half as much again. A negotiable price over budget keeps a little more.
 */
export function pricePart(req: RequirementFacts, listing: ListingFacts): number {
  const price = comparablePrice(req, listing);
  if (price === undefined) return neutral;
  const { budgetMinMinor: min, budgetMaxMinor: max } = req;
  if (min === null && max === null) return neutral;
  if (max !== null && price > max) {
    const over = (price - max) / max;
    const slack = listing.priceType === 'negotiable' ? 0.1 : 0;
    return Math.max(0, Math.min(0.8, 1 - 2 * Math.max(0, over - slack)));
  }
  if (min !== null && price < min) return price >= min * 0.5 ? 0.9 : 0.7;
  return 1;
}

/** The requirement's quantity against the minimum order; nothing when out of stock. */
export function quantityPart(req: RequirementFacts, listing: ListingFacts): number {
  if (listing.availability === 'out_of_stock') return 0;
  const factor = unitFactor(req.quantityUnit, listing.minOrderUnit);
  if (factor === undefined) return neutral;
  const wanted = req.quantity * factor;
  if (wanted >= listing.minOrderQuantity) return 1;
  return Math.max(0.1, wanted / listing.minOrderQuantity);
}

/** Great-circle distance in km. */
export function distanceKm(a: Place, b: Place): number | undefined {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) {
    return undefined;
  }
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Near is better: half at 300 km; without coordinates, the same city or country decides. */
export function placePart(req: RequirementFacts, listing: ListingFacts): number {
  const km = distanceKm(req, listing);
  if (km !== undefined) return 1 / (1 + km / 300);
  if (listing.country !== req.country) return 0.1;
  return listing.city.trim().toLowerCase() === req.city.trim().toLowerCase() ? 0.9 : neutral;
}

/** Verified, rated and responsive sellers rank higher; a seller with no record is neutral. */
export function sellerPart(seller: SellerFacts): number {
  const signals: number[] = [seller.verified ? 0.8 : neutral];
  if (seller.rating != null) signals.push((seller.rating - 1) / 4);
  if (seller.responseRate != null) signals.push(seller.responseRate);
  return signals.reduce((sum, s) => sum + s, 0) / signals.length;
}

/** Newer is better: half after 45 days, as a listing lives 90. */
export function freshnessPart(publishedAt: Date, now: Date): number {
  const days = Math.max(0, (now.getTime() - publishedAt.getTime()) / 86_400_000);
  return 0.5 ** (days / 45);
}

/** Cosine below 0.2 says nothing in common; from there up it counts. */
export function meaningPart(req: RequirementFacts, listing: ListingFacts): number {
  return Math.max(0, Math.min(1, (cosine(req.vector, listing.vector) - 0.2) / 0.75));
}

export function computeParts(req: RequirementFacts, listing: ListingFacts, now: Date): ScoreParts {
  return {
    meaning: meaningPart(req, listing),
    words: Math.max(0, Math.min(1, listing.wordsRank)),
    category: categoryPart(req, listing),
    price: pricePart(req, listing),
    quantity: quantityPart(req, listing),
    place: placePart(req, listing),
    seller: sellerPart(listing.seller),
    freshness: freshnessPart(listing.publishedAt, now),
  };
}

export interface Scored {
  score: number;
  parts: ScoreParts;
}

/** The parts and their weighted mean. */
export function scoreListing(
  req: RequirementFacts,
  listing: ListingFacts,
  weights: MatchWeights,
  now: Date,
): Scored {
  const parts = computeParts(req, listing, now);
  return { parts, score: combine(parts, weights) };
}

export function combine(parts: ScoreParts, weights: MatchWeights): number {
  let sum = 0;
  let total = 0;
  for (const part of scoreParts) {
    const weight = weights.parts[part];
    sum += weight * parts[part];
    total += weight;
  }
  return total > 0 ? sum / total : 0;
}
