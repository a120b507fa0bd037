import type { Seed } from '../database/seed-runner.js';
import { demoImageUrl, demoListings } from './demo-listings.js';
import { DemoListing } from './demo-listing.entity.js';

/** The demo listings, dated relative to when the seed runs. */
export function listingsSeeds(now: () => Date = () => new Date()): Seed[] {
  return [
    {
      name: 'listings.demo',
      run: async (em) => {
        const seededAt = now().getTime();
        for (const { ageMinutes, ...listing } of demoListings) {
          em.create(DemoListing, {
            ...listing,
            imageUrl: demoImageUrl(listing.category),
            postedAt: new Date(seededAt - ageMinutes * 60_000),
          });
        }
        await em.flush();
      },
    },
  ];
}
