import { describe, expect, it } from '@jest/globals';
import { listingRequestSchema, requirementRequestSchema } from '@matchbazaar/contracts';
import { taxonomy } from '@matchbazaar/taxonomy';
import { buildDemoCatalogue } from './demo-catalogue.js';

const now = new Date('2026-11-24T08:00:00Z');
const catalogue = buildDemoCatalogue(now);

describe('the demo catalogue', () => {
  it('has about 40 shops, 1,500 listings and 300 requirements over all 15 groups', () => {
    expect(catalogue.shops).toHaveLength(40);
    expect(catalogue.listings).toHaveLength(1_500);
    expect(catalogue.requirements).toHaveLength(300);
    const groups = new Set(catalogue.listings.map((l) => l.category.groupId));
    expect(groups.size).toBe(taxonomy.length);
    expect(new Set(catalogue.requirements.map((r) => r.category.groupId)).size).toBe(15);
    expect(new Set(catalogue.shops.map((s) => s.place.country))).toEqual(new Set(['IN', 'US']));
    expect(new Set(catalogue.shops.map((s) => s.slug)).size).toBe(40);
  });

  it('is the same on every run (a seeded generator)', () => {
    expect(buildDemoCatalogue(now).listings.slice(0, 20)).toEqual(catalogue.listings.slice(0, 20));
  });

  it('every listing would pass the posting form (titles, texts, prices, deals)', () => {
    for (const listing of catalogue.listings) {
      const body = {
        title: listing.title,
        description: listing.description,
        category: listing.category.id,
        price: {
          type: listing.priceType,
          amountMinor: listing.priceMinor,
          currency: listing.currency,
          unit: listing.unit,
        },
        minOrder: { quantity: listing.minOrderQuantity, unit: listing.unit },
        condition: listing.condition,
        imageIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
        tags: listing.tags,
        attributes: listing.attributes,
        deal: listing.deal && {
          compareAtMinor: listing.deal.compareAtMinor,
          endsAt: listing.deal.endsAt.toISOString(),
        },
        intent: 'publish',
      };
      const parsed = listingRequestSchema.safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
      if (listing.deal) expect(listing.deal.endsAt.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('every requirement would pass the posting form', () => {
    for (const requirement of catalogue.requirements) {
      const parsed = requirementRequestSchema.safeParse({
        title: requirement.title,
        description: requirement.description,
        category: requirement.category.id,
        quantity: { amount: requirement.quantity, unit: requirement.unit },
        budget: {
          minMinor: requirement.budgetMinMinor,
          maxMinor: requirement.budgetMaxMinor,
          currency: requirement.currency,
        },
        urgency: requirement.urgency,
        place: { city: 'Pune', country: 'IN' },
        tags: requirement.tags,
        intent: 'publish',
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('names real products, each of a category in turn, so searches for them find something', () => {
    const titles = catalogue.listings.map((listing) => listing.title);
    for (const product of [
      'Tomatoes',
      'iPhone 13',
      'Brinjal',
      'Tata 407 Lorry',
      'Banarasi Silk Saree',
    ])
      expect(titles.some((title) => title.includes(product))).toBe(true);
  });

  it('one listing in seven or so has a live deal', () => {
    const deals = catalogue.listings.filter((l) => l.deal).length;
    expect(deals).toBeGreaterThan(100);
    expect(deals).toBeLessThan(400);
  });
});
