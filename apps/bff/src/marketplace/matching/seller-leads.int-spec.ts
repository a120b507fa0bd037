import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  listingAnswerSchema,
  requirementAnswerSchema,
  sellerLeadsAnswerSchema,
} from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { basmatiListingBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { Match } from './match.entity.js';

let n = 0;
const requirementBody = (extra: Record<string, unknown> = {}) => ({
  title: `Basmati rice 25 kg bags for our shops, order ${++n}`,
  description: 'We need basmati rice in 25 kg bags, delivered to our Delhi warehouse monthly.',
  category: 'basmati',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 4_000_000, maxMinor: 5_500_000, currency: 'INR' },
  place: { city: 'Delhi', country: 'IN' },
  intent: 'publish',
  ...extra,
});

/**
 * A seller's leads show only requirements the public may read now (docs/product/matching.md).
 * The matches are written here as the worker would have written them when the requirements were
 * open; then each requirement leaves public sight its own way.
 */
describe('seller leads follow their requirement out of public sight (real PostgreSQL)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;

  beforeAll(async () => {
    s = await startCatalogueApp('leads');
  });

  afterAll(async () => {
    await s?.stop();
  });

  it('leaves out requirements back in review, rejected or hidden by a suspension, in the list, its counts and an answer', async () => {
    const seller = await signedInAccount(s.app, { role: 'trader', phone: '+919876543210' });
    await s.call('PUT', '/shops/mine', seller.auth, {
      name: 'Lead Rice Mills',
      place: { city: 'Karnal', country: 'IN' },
    });
    const photos = await uploadedPhotos(s.app, seller.id, 1);
    const posted = await s.call(
      'POST',
      '/listings',
      seller.auth,
      basmatiListingBody(photos, (lot) => `Aged basmati rice for leads, lot ${lot}`),
    );
    const listing = listingAnswerSchema.parse(posted.json()).data.listing;
    const buyer = await signedInAccount(s.app, {});
    const suspended = await signedInAccount(s.app, {});
    const post = async (who: { auth: Record<string, string> }) => {
      const res = await s.call('POST', '/requirements', who.auth, requirementBody());
      const { requirement } = requirementAnswerSchema.parse(res.json()).data;
      expect(requirement.status).toBe('open');
      return requirement.id;
    };
    const [inReview, rejected, hidden, open] = [
      await post(buyer),
      await post(buyer),
      await post(suspended),
      await post(buyer),
    ];
    const em = s.app.get(EntityManager).fork();
    const leadIds = new Map<string, string>();
    for (const [requirementId, buyerId] of [
      [inReview, buyer.id],
      [rejected, buyer.id],
      [hidden, suspended.id],
      [open, buyer.id],
    ] as const) {
      const id = randomUUID();
      leadIds.set(requirementId, id);
      em.create(Match, {
        id,
        requirementId,
        listingId: listing.id,
        shopId: listing.shop.id,
        sellerId: seller.id,
        buyerId,
        score: 0.8,
        parts: {} as never,
        reasons: [],
        engineVersion: 1,
        weightsVersion: 'test',
        state: 'new',
        notifiedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await em.flush();
    const leads = async () =>
      sellerLeadsAnswerSchema.parse(
        (await s.call('GET', '/seller/leads?state=all', seller.auth)).json(),
      ).data;
    expect((await leads()).items).toHaveLength(4);

    // Back in review: the buyer's edit put a phone number in the text.
    const edited = await s.call(
      'PUT',
      `/requirements/${inReview}`,
      buyer.auth,
      requirementBody({ description: 'Basmati in 25 kg bags; call me on 98765 43210 for terms.' }),
    );
    expect(requirementAnswerSchema.parse(edited.json()).data.requirement.status).toBe(
      'pending_review',
    );
    const support = await signedInAccount(s.app, { role: 'support' });
    await s.call('POST', `/requirements/${rejected}/moderation`, support.auth, {
      action: 'reject',
      reason: 'Not a real request',
    });
    const admin = await signedInAccount(s.app, { role: 'admin' });
    const suspension = await s.call('POST', `/admin/users/${suspended.id}/suspend`, admin.auth, {
      reason: 'Spam',
    });
    expect(suspension.statusCode).toBe(200);

    const after = await leads();
    expect(after.items.map((lead) => lead.requirement.id)).toEqual([open]);
    expect(after.counts).toEqual({ new: 1, open: 1 });
    for (const gone of [inReview, rejected, hidden]) {
      const answer = await s.call('POST', `/seller/leads/${leadIds.get(gone)}`, seller.auth, {
        action: 'seen',
      });
      expect(answer.statusCode).toBe(404);
    }
    const seen = await s.call('POST', `/seller/leads/${leadIds.get(open)}`, seller.auth, {
      action: 'seen',
    });
    expect(seen.statusCode).toBe(200);
  });
});
