import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  listingAnswerSchema,
  requirementAnswerSchema,
  shopAnswerSchema,
} from '@matchbazaar/contracts';
import { Listing } from '../listings/listing.entity.js';
import { Requirement } from '../requirements/requirement.entity.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { PostExpirySweeper } from './post-expiry-sweeper.js';

describe('posts expire when their time runs out (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;

  const call = apiCaller(() => app);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('expiry'));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('expires published listings and open requirements past expires_at, and only those', async () => {
    const seller = await signedInAccount(app, { role: 'trader', phone: '+919876543210' });
    const shop = shopAnswerSchema.parse(
      (
        await call('PUT', '/shops/mine', seller.auth, {
          name: 'Expiring Goods',
          place: { city: 'Pune', country: 'IN' },
        })
      ).json(),
    ).data.shop;
    const photos = await uploadedPhotos(app, seller.id, 2);
    const post = async (title: string, photo: string | undefined) =>
      listingAnswerSchema.parse(
        (
          await call('POST', '/listings', seller.auth, {
            title,
            description: 'Steel almirahs with two shelves and a locker, powder coated.',
            category: 'wardrobes',
            price: { type: 'fixed', amountMinor: 1_200_000, currency: 'INR', unit: 'piece' },
            minOrder: { quantity: 1, unit: 'piece' },
            imageIds: [photo],
            intent: 'publish',
          })
        ).json(),
      ).data.listing;
    const old = await post('Steel almirah, old stock', photos[0]);
    const fresh = await post('Steel almirah, new stock', photos[1]);
    const buyer = await signedInAccount(app, {});
    const requirement = requirementAnswerSchema.parse(
      (
        await call('POST', '/requirements', buyer.auth, {
          title: 'Need ten steel almirahs',
          description: 'For a hostel: ten steel almirahs with lockers, delivered to Pune.',
          category: 'wardrobes',
          quantity: { amount: 10, unit: 'piece' },
          budget: { minMinor: 5_000_000, maxMinor: 9_000_000, currency: 'INR' },
          urgency: 'low',
          place: { city: 'Pune', country: 'IN' },
          intent: 'publish',
        })
      ).json(),
    ).data.requirement;

    const em = app.get(EntityManager).fork();
    const past = new Date(Date.now() - 60_000);
    await em.nativeUpdate(Listing, { id: old.id }, { expiresAt: past });
    await em.nativeUpdate(Requirement, { id: requirement.id }, { expiresAt: past });

    const swept = await app.get(PostExpirySweeper).sweep();
    expect(swept).toEqual({ listings: 1, requirements: 1 });
    const statusOf = async (id: string) =>
      listingAnswerSchema.parse((await call('GET', `/listings/${id}`, seller.auth)).json()).data
        .listing.status;
    expect(await statusOf(old.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('published');
    const shopNow = shopAnswerSchema.parse((await call('GET', `/shops/${shop.id}`, {})).json()).data
      .shop;
    expect(shopNow.listingCount).toBe(1);
    const req = requirementAnswerSchema.parse(
      (await call('GET', `/requirements/${requirement.id}`, buyer.auth)).json(),
    );
    expect(req.data.requirement.status).toBe('expired');

    // Nothing is left to expire: a second run changes nothing.
    expect(await app.get(PostExpirySweeper).sweep()).toEqual({ listings: 0, requirements: 0 });
    // The author renews it: published again, with a new lifetime.
    const renewed = await call('POST', `/listings/${old.id}/status`, seller.auth, {
      action: 'renew',
    });
    expect(renewed.statusCode).toBe(200);
    expect(listingAnswerSchema.parse(renewed.json()).data.listing.status).toBe('published');
  });
});
