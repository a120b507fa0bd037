import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  listingAnswerSchema,
  listingImportAnswerSchema,
  requirementAnswerSchema,
  reviewQueueAnswerSchema,
} from '@matchbazaar/contracts';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { onionRequirementBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { multipartBody } from '../../testing/multipart-body.js';
import { signedInAccount } from '../../testing/signed-in-account.js';

/**
 * A moderator's reject or close is undone only by a moderator (decision 0030): with moderation
 * off, so that without the hold every step below would publish at once.
 */
describe('moderator decisions hold against their author (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  const call = apiCaller(() => app);
  let titles = 0;

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('modholds'));
  });

  afterAll(async () => {
    await stop?.();
  });

  async function seller() {
    const account = await signedInAccount(app, { role: 'trader', phone: '+919876543210' });
    await call('PUT', '/shops/mine', account.auth, {
      name: 'Hold Goods',
      place: { city: 'Pune', country: 'IN' },
    });
    return { ...account, photos: await uploadedPhotos(app, account.id, 1) };
  }

  const listingBody = (imageIds: string[], extra: Record<string, unknown> = {}) => ({
    title: `Brass diya set, lot ${++titles}`,
    description: 'Handmade brass diyas for Diwali, a set of twelve in a gift box.',
    category: 'pooja-items',
    price: { type: 'fixed', amountMinor: 150_000, currency: 'INR', unit: 'set' },
    minOrder: { quantity: 1, unit: 'set' },
    imageIds,
    intent: 'publish',
    ...extra,
  });

  const requirementBody = (extra: Record<string, unknown> = {}) =>
    onionRequirementBody({
      title: `Need 2 tonnes of red onions, lot ${++titles}`,
      description: 'Steady supplier of red onions wanted for our kitchens across the city.',
      ...extra,
    });

  async function listing(auth: Record<string, string>, photos: string[]) {
    const res = await call('POST', '/listings', auth, listingBody(photos));
    const { listing } = listingAnswerSchema.parse(res.json()).data;
    expect(listing.status).toBe('published');
    return listing.id;
  }

  async function requirement(auth: Record<string, string>) {
    const res = await call('POST', '/requirements', auth, requirementBody());
    const { requirement } = requirementAnswerSchema.parse(res.json()).data;
    expect(requirement.status).toBe('open');
    return requirement.id;
  }

  const listingStatus = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(200);
    return listingAnswerSchema.parse(res.json()).data.listing.status;
  };
  const requirementStatus = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(200);
    return requirementAnswerSchema.parse(res.json()).data.requirement.status;
  };

  it('a rejected listing that its author submits again waits for a moderator, by either route', async () => {
    const me = await seller();
    const support = await signedInAccount(app, { role: 'support' });
    for (const resubmit of [
      (id: string) => call('POST', `/listings/${id}/status`, me.auth, { action: 'submit' }),
      (id: string) => call('PUT', `/listings/${id}`, me.auth, listingBody(me.photos)),
    ]) {
      const id = await listing(me.auth, me.photos);
      const rejected = await call('POST', `/listings/${id}/moderation`, support.auth, {
        action: 'reject',
        reason: 'Counterfeit brand',
      });
      expect(listingStatus(rejected)).toBe('rejected');

      expect(listingStatus(await resubmit(id))).toBe('pending_review');
      expect((await call('GET', `/listings/${id}`)).statusCode).toBe(404);
    }
  });

  it('a listing a moderator closed is renewed into review; once approved, the author’s own close and renew publish', async () => {
    const me = await seller();
    const support = await signedInAccount(app, { role: 'support' });
    const id = await listing(me.auth, me.photos);
    const closed = await call('POST', `/listings/${id}/moderation`, support.auth, {
      action: 'close',
      reason: 'Sold elsewhere, reported by buyers',
    });
    expect(listingStatus(closed)).toBe('closed');

    const renewed = await call('POST', `/listings/${id}/status`, me.auth, { action: 'renew' });
    expect(listingStatus(renewed)).toBe('pending_review');
    expect((await call('GET', `/listings/${id}`)).statusCode).toBe(404);

    // A moderator's approval lifts the hold: the author's own close is theirs to undo.
    const approved = await call('POST', `/listings/${id}/moderation`, support.auth, {
      action: 'approve',
    });
    expect(listingStatus(approved)).toBe('published');
    await call('POST', `/listings/${id}/status`, me.auth, { action: 'close' });
    const again = await call('POST', `/listings/${id}/status`, me.auth, { action: 'renew' });
    expect(listingStatus(again)).toBe('published');
  });

  it('an edit of a closed requirement is checked: a phone number in the title sends it to review, out of public sight', async () => {
    const buyer = await signedInAccount(app, {});
    const id = await requirement(buyer.auth);
    const closed = await call('POST', `/requirements/${id}/status`, buyer.auth, {
      action: 'close',
      closeReason: 'fulfilled',
    });
    expect(requirementStatus(closed)).toBe('closed');
    expect((await call('GET', `/requirements/${id}`)).statusCode).toBe(200);

    const title = 'Onions wanted, call 98765 43210';
    const edited = await call(
      'PUT',
      `/requirements/${id}`,
      buyer.auth,
      requirementBody({ title, intent: 'draft' }),
    );
    expect(requirementStatus(edited)).toBe('pending_review');
    const support = await signedInAccount(app, { role: 'support' });
    const queue = reviewQueueAnswerSchema.parse(
      (await call('GET', '/moderation/queue?kind=requirement', support.auth)).json(),
    );
    expect(queue.data.requirements.find((card) => card.id === id)?.review.flags).toEqual([
      'contact_details',
    ]);
    const anonymous = await call('GET', `/requirements/${id}`);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain('98765');
  });

  it('a requirement a moderator rejected or closed goes to review on its author’s submit, renew or clean edit', async () => {
    const buyer = await signedInAccount(app, {});
    const support = await signedInAccount(app, { role: 'support' });

    const rejectedId = await requirement(buyer.auth);
    await call('POST', `/requirements/${rejectedId}/moderation`, support.auth, {
      action: 'reject',
      reason: 'Not a real request',
    });
    const submitted = await call('POST', `/requirements/${rejectedId}/status`, buyer.auth, {
      action: 'submit',
    });
    expect(requirementStatus(submitted)).toBe('pending_review');

    const closedId = await requirement(buyer.auth);
    await call('POST', `/requirements/${closedId}/moderation`, support.auth, {
      action: 'close',
      reason: 'Spam',
    });
    // A clean edit of the closed post is still a change the moderator has not seen.
    const edited = await call(
      'PUT',
      `/requirements/${closedId}`,
      buyer.auth,
      requirementBody({ intent: 'draft' }),
    );
    expect(requirementStatus(edited)).toBe('pending_review');
    expect((await call('GET', `/requirements/${closedId}`)).statusCode).toBe(404);
    await call('POST', `/requirements/${closedId}/status`, buyer.auth, { action: 'close' });
    const renewed = await call('POST', `/requirements/${closedId}/status`, buyer.auth, {
      action: 'renew',
    });
    expect(requirementStatus(renewed)).toBe('pending_review');
  });

  it('a listing back in review leaves the saved listings and recent views of others, with its new text', async () => {
    const me = await seller();
    const id = await listing(me.auth, me.photos);
    const buyer = await signedInAccount(app, {});
    expect((await call('PUT', `/saved-listings/${id}`, buyer.auth)).statusCode).toBe(200);
    await call('GET', `/listings/${id}`, buyer.auth);
    const edited = await call(
      'PUT',
      `/listings/${id}`,
      me.auth,
      listingBody(me.photos, { title: 'Brass diyas, call 98765 43210' }),
    );
    expect(listingStatus(edited)).toBe('pending_review');

    for (const path of ['/saved-listings', '/recent-views']) {
      const res = await call('GET', path, buyer.auth);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(id);
      expect(res.body).not.toContain('98765');
    }
  });

  it('a bulk import that asks to publish a rejected listing sends it to review', async () => {
    const me = await seller();
    const support = await signedInAccount(app, { role: 'support' });
    const id = await listing(me.auth, me.photos);
    const sku = `HOLD-${titles}`;
    await call('PUT', `/listings/${id}`, me.auth, listingBody(me.photos, { sku }));
    await call('POST', `/listings/${id}/moderation`, support.auth, {
      action: 'reject',
      reason: 'Counterfeit brand',
    });

    const csv = [
      'sku,title,description,category,price,currency,price_unit,status',
      `${sku},"Brass diya set, relisted","Handmade brass diyas, a set of twelve in a gift box.",pooja-items,1500,INR,set,publish`,
    ].join('\n');
    const body = multipartBody('file', Buffer.from(csv), 'text/csv');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/listings/import',
      headers: { ...me.auth, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { report } = listingImportAnswerSchema.parse(res.json()).data;
    expect(report).toMatchObject({ updated: 1, inReview: 1, published: 0, failed: 0 });
    const mine = await call('GET', `/listings/${id}`, me.auth);
    expect(listingStatus(mine)).toBe('pending_review');
    expect((await call('GET', `/listings/${id}`)).statusCode).toBe(404);
  });
});
