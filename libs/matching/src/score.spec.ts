import { describe, expect, it } from '@jest/globals';
import {
  categoryPart,
  combine,
  distanceKm,
  freshnessPart,
  placePart,
  pricePart,
  quantityPart,
  scoreListing,
  sellerPart,
  unitFactor,
} from './score.ts';
import { scoreParts } from './parts.ts';
import { listing, requirement, unit } from './testing/facts.ts';
import { parseWeights } from './weights.ts';

describe('category part', () => {
  it('is 1 for the same category, less for the same subgroup and group, 0 elsewhere', () => {
    expect(categoryPart(requirement(), listing())).toBe(1);
    expect(categoryPart(requirement(), listing({ category: 'rice' }))).toBe(0.6);
    expect(categoryPart(requirement(), listing({ category: 'tea', subgroupId: 'beverages' }))).toBe(
      0.3,
    );
    expect(
      categoryPart(requirement(), listing({ category: 'cars', subgroupId: 'x', groupId: 'y' })),
    ).toBe(0);
  });
});

describe('price part', () => {
  it('is 1 inside the budget and high under it', () => {
    expect(pricePart(requirement(), listing())).toBe(1);
    expect(pricePart(requirement(), listing({ priceMinor: 6_000 }))).toBe(0.9);
    expect(pricePart(requirement(), listing({ priceMinor: 2_000 }))).toBe(0.7);
  });

  it('falls over the budget, to nothing at half as much again', () => {
    expect(pricePart(requirement(), listing({ priceMinor: 12_100 }))).toBeCloseTo(0.8);
    expect(pricePart(requirement(), listing({ priceMinor: 16_500 }))).toBe(0);
  });

  it('gives a negotiable price ten percent of slack', () => {
    const fixed = pricePart(requirement(), listing({ priceMinor: 13_200 }));
    const negotiable = pricePart(
      requirement(),
      listing({ priceMinor: 13_200, priceType: 'negotiable' }),
    );
    expect(negotiable).toBeGreaterThan(fixed);
  });

  it('is neutral on request, across currencies, for units that do not convert, or without a budget', () => {
    expect(pricePart(requirement(), listing({ priceType: 'on_request', priceMinor: null }))).toBe(
      0.5,
    );
    expect(pricePart(requirement(), listing({ currency: 'USD' }))).toBe(0.5);
    expect(pricePart(requirement(), listing({ priceUnit: 'litre' }))).toBe(0.5);
    expect(pricePart(requirement({ budgetMinMinor: null, budgetMaxMinor: null }), listing())).toBe(
      0.5,
    );
  });

  it('converts a price per tonne or quintal to the budget per kg', () => {
    expect(unitFactor('kg', 'tonne')).toBe(0.001);
    expect(unitFactor('dozen', 'piece')).toBe(12);
    expect(unitFactor('kg', 'piece')).toBeUndefined();
    // 95,000 rupees a tonne is 95 a kg: inside 80..110.
    expect(pricePart(requirement(), listing({ priceMinor: 9_500_000, priceUnit: 'tonne' }))).toBe(
      1,
    );
  });
});

describe('quantity part', () => {
  it('is 1 when the quantity meets the minimum order, a share of it when not', () => {
    expect(quantityPart(requirement(), listing())).toBe(1);
    expect(quantityPart(requirement({ quantity: 50 }), listing())).toBe(0.5);
    expect(quantityPart(requirement({ quantity: 1 }), listing())).toBe(0.1);
    expect(quantityPart(requirement({ quantity: 1, quantityUnit: 'tonne' }), listing())).toBe(1);
  });

  it('is 0 out of stock and neutral for units that do not convert', () => {
    expect(quantityPart(requirement(), listing({ availability: 'out_of_stock' }))).toBe(0);
    expect(quantityPart(requirement(), listing({ minOrderUnit: 'bag' }))).toBe(0.5);
  });
});

describe('place part', () => {
  it('measures great-circle distance', () => {
    expect(distanceKm(requirement(), listing())).toBeCloseTo(120, -1);
    expect(distanceKm(requirement(), listing({ latitude: null }))).toBeUndefined();
  });

  it('is half at 300 km and near nothing across the world', () => {
    const at300 = placePart(requirement({ latitude: 0, longitude: 0 }), {
      ...listing(),
      latitude: 0,
      longitude: 300 / 111.195,
    });
    expect(at300).toBeCloseTo(0.5, 2);
    expect(placePart(requirement(), listing({ latitude: 41.88, longitude: -87.63 }))).toBeLessThan(
      0.03,
    );
  });

  it('falls back to city and country without coordinates', () => {
    const noPoint = { latitude: null, longitude: null };
    expect(placePart(requirement(noPoint), listing({ ...noPoint, city: ' delhi ' }))).toBe(0.9);
    expect(placePart(requirement(noPoint), listing(noPoint))).toBe(0.5);
    expect(placePart(requirement(noPoint), listing({ ...noPoint, country: 'US' }))).toBe(0.1);
  });
});

describe('seller and freshness parts', () => {
  it('is neutral for a seller with no record, higher verified, rated and responsive', () => {
    expect(sellerPart({ verified: false })).toBe(0.5);
    expect(sellerPart({ verified: true })).toBe(0.8);
    expect(sellerPart({ verified: true, rating: 5, responseRate: 1 })).toBeCloseTo(0.933, 2);
  });

  it('halves freshness every 45 days', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(freshnessPart(now, now)).toBe(1);
    expect(freshnessPart(new Date(now.getTime() - 45 * 86_400_000), now)).toBeCloseTo(0.5);
    expect(freshnessPart(new Date(now.getTime() + 86_400_000), now)).toBe(1);
  });
});

describe('the score', () => {
  const weights = parseWeights(
    JSON.stringify({
      version: 't',
      parts: Object.fromEntries(scoreParts.map((p) => [p, 1])),
    }),
  );

  it('is the weighted mean of the parts, 0..1', () => {
    const { score, parts } = scoreListing(
      requirement(),
      listing(),
      weights,
      new Date('2026-11-20'),
    );
    expect(parts.meaning).toBe(1);
    expect(score).toBeCloseTo(combine(parts, weights));
    expect(score).toBeGreaterThan(0.8);
    expect(score).toBeLessThanOrEqual(1);
  });

  it('ranks opposite meaning at nothing', () => {
    const { parts } = scoreListing(
      requirement(),
      listing({ vector: unit(-127) }),
      weights,
      new Date('2026-11-20'),
    );
    expect(parts.meaning).toBe(0);
  });

  it('refuses weights files with a missing, negative or all-zero weight', () => {
    expect(() => parseWeights('{"version":"x","parts":{"meaning":1}}')).toThrow(/words/);
    const zero = Object.fromEntries(scoreParts.map((p) => [p, 0]));
    expect(() => parseWeights(JSON.stringify({ version: 'x', parts: zero }))).toThrow(/every/);
    expect(() =>
      parseWeights(JSON.stringify({ version: 'x', parts: { ...zero, meaning: -1 } })),
    ).toThrow(/meaning/);
  });
});
