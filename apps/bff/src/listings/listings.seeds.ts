import type { Seed } from '../database/seed-runner.js';
import { demoImageUrl, demoListings } from './demo-listings.js';
import { Listing } from './listing.entity.js';

/** The demo listings, dated relative to when the seed runs. */
export function listingsSeeds(now: () => Date = () => new Date()): Seed[] {
  return [
    {
      name: 'listings.demo',
      run: async (em) => {
        const seededAt = now().getTime();
        for (const { ageMinutes, ...listing } of demoListings) {
          em.create(Listing, {
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
