import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  listingAnswerSchema,
  requirementAnswerSchema,
  reviewQueueAnswerSchema,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { onionRequirementBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';

describe('the moderators’ review queue (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  const call = apiCaller(() => app);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('reviewq', { policy: 'everything' }));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('lists posts waiting for review, oldest first, for staff only; approving empties it', async () => {
    const seller = await signedInAccount(app, { role: 'trader', phone: '+919876543210' });
    await call('PUT', '/shops/mine', seller.auth, {
      name: 'Queue Goods',
      place: { city: 'Pune', country: 'IN' },
    });
    const photos = await uploadedPhotos(app, seller.id, 2);
    const ids: string[] = [];
    for (const [index, title] of ['Brass diya set, first', 'Brass diya set, second'].entries()) {
      const res = await call('POST', '/listings', seller.auth, {
        title,
        description: 'Handmade brass diyas for Diwali, a set of twelve in a gift box.',
        category: 'pooja-items',
        price: { type: 'fixed', amountMinor: 150_000, currency: 'INR', unit: 'set' },
        minOrder: { quantity: 1, unit: 'set' },
        imageIds: [photos[index]],
        intent: 'publish',
      });
      expect(res.statusCode).toBe(201);
      ids.push(listingAnswerSchema.parse(res.json()).data.listing.id);
    }
    const support = await signedInAccount(app, { role: 'support' });
    const queue = reviewQueueAnswerSchema.parse(
      (await call('GET', '/moderation/queue?kind=listing', support.auth)).json(),
    );
    expect(queue.data.listings.map((card) => card.id)).toEqual(ids);
    expect(queue.data.total).toBe(2);
    expect(queue.data.listings.every((card) => card.status === 'pending_review')).toBe(true);
    // Each with what the automatic checks found (nothing here) and when it went to review.
    for (const card of queue.data.listings) {
      expect(card.review.flags).toEqual([]);
      expect(Date.now() - Date.parse(card.review.submittedAt)).toBeLessThan(60_000);
    }

    expect((await call('GET', '/moderation/queue', seller.auth)).statusCode).toBe(403);
    expect((await call('GET', '/moderation/queue?kind=shop', support.auth)).statusCode).toBe(400);

    const approved = await call('POST', `/listings/${ids[0]}/moderation`, support.auth, {
      action: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const after = reviewQueueAnswerSchema.parse(
      (await call('GET', '/moderation/queue', support.auth)).json(),
    );
    expect(after.data.listings.map((card) => card.id)).toEqual([ids[1]]);
    // The decision is in the audit log, as the moderator's (docs/product/admin.md).
    expect(await app.get(AuditLog).about({ kind: 'listing', id: ids[0]! })).toEqual([
      expect.objectContaining({
        action: 'listing.moderated',
        actor: expect.objectContaining({ id: support.id, role: 'support' }),
        before: { status: 'pending_review' },
        after: { status: 'published', action: 'approve', reason: null },
      }),
    ]);
  });

  it('shows what the automatic checks flagged on a requirement', async () => {
    const buyer = await signedInAccount(app, {});
    const res = await call(
      'POST',
      '/requirements',
      buyer.auth,
      onionRequirementBody({
        description:
          'Steady supplier of red onions wanted. Call me on 98765 43210 or onions@example.com.',
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = requirementAnswerSchema.parse(res.json()).data.requirement.id;
    const support = await signedInAccount(app, { role: 'support' });
    const queue = reviewQueueAnswerSchema.parse(
      (await call('GET', '/moderation/queue?kind=requirement', support.auth)).json(),
    );
    const card = queue.data.requirements.find((item) => item.id === id);
    expect(card?.review.flags).toEqual(['contact_details']);
    expect(card?.buyer.id).toBe(buyer.id);
  });
});
