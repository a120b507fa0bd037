import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { listingSchema, relativePostedDate } from '@matchbazaar/contracts';
import { findCategory } from '@matchbazaar/taxonomy';
import { demoImageUrl, demoListings } from './demo-listings.js';

const webPublic = join(import.meta.dirname, '..', '..', '..', 'web', 'public');

describe('the demo listings', () => {
  it('has at least 4 of each type, in taxonomy categories', () => {
    for (const type of ['buyer', 'seller'] as const) {
      expect(demoListings.filter((l) => l.type === type).length).toBeGreaterThanOrEqual(4);
    }
    expect(demoListings.filter((l) => !findCategory(l.category))).toEqual([]);
    expect(new Set(demoListings.map((l) => l.category)).size).toBe(demoListings.length);
  });

  it('varies urgency, including none, on both sides', () => {
    const urgencies = new Set(demoListings.map((l) => l.urgency));
    expect(urgencies).toEqual(new Set(['high', 'medium', 'low', null]));
  });

  it('fits the listing schema once seeded', () => {
    for (const { ageMinutes, location, urgency, ...listing } of demoListings) {
      const view = {
        ...listing,
        id: 'demo',
        imageUrl: demoImageUrl(listing.category),
        postedDate: new Date(Date.now() - ageMinutes * 60_000).toISOString(),
        ...(location ? { location } : {}),
        ...(urgency ? { urgency } : {}),
      };
      expect(listingSchema.safeParse(view).error).toBeUndefined();
    }
  });

  it('reads Today, Yesterday and days ago on the home page (2 newest per type) when seeded at noon', () => {
    const noon = new Date(2026, 10, 21, 12, 0);
    const words = (['buyer', 'seller'] as const).flatMap((type) =>
      demoListings
        .filter((l) => l.type === type)
        .sort((a, b) => a.ageMinutes - b.ageMinutes)
        .slice(0, 2)
        .map((l) => relativePostedDate(new Date(noon.getTime() - l.ageMinutes * 60_000), noon)),
    );
    expect(words).toEqual(['Today', '2 days ago', 'Yesterday', '4 days ago']);
  });

  it('has a picture in the web app for every listing', () => {
    for (const listing of demoListings) {
      const url = demoImageUrl(listing.category);
      expect(url).toMatch(/^\/images\/listings\/[a-z-]+\.svg$/);
      expect(existsSync(join(webPublic, url))).toBe(true);
    }
  });
});
