import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  listingAnswerSchema,
  listingPageAnswerSchema,
  mailMessageSchema,
  messages,
  requirementAnswerSchema,
  recentViewsAnswerSchema,
  requirementPageAnswerSchema,
  savedListingsAnswerSchema,
  shopAnswerSchema,
  shopPageAnswerSchema,
  type Role,
} from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import { AuditEntry } from '../../platform/audit/audit-entry.entity.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { onionRequirementBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';
import { User } from '../../identity/users/user.entity.js';
import { Listing } from './listing.entity.js';

const m = messages.catalogue;
/** The body of a refusal. */
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

const shopBody = {
  name: 'Green Valley Farms',
  tagline: 'Fresh from the fields',
  place: {
    city: 'Pune',
    region: 'Maharashtra',
    country: 'in',
    coordinates: { latitude: 18.52, longitude: 73.86 },
  },
  showContact: true,
};

let titles = 0;
/** A listing body with a title of its own (the same title twice a day is refused). */
const listingBody = (imageIds: string[], extra: Record<string, unknown> = {}) => ({
  title: `Organic basmati rice, lot ${++titles}`,
  description: 'Aged basmati rice from the Himalayan foothills, packed in 25 kg bags.\nGrade A.',
  category: 'rice',
  price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
  minOrder: { quantity: 100, unit: 'kg' },
  availability: 'in_stock',
  condition: 'new',
  imageIds,
  tags: ['Basmati', 'organic', 'basmati'],
  attributes: [{ name: 'Grade', value: 'A' }],
  intent: 'publish',
  ...extra,
});

const requirementBody = (extra: Record<string, unknown> = {}) =>
  onionRequirementBody({
    title: `Need 2 tonnes of red onions ${++titles}`,
    urgency: 'high',
    ...extra,
  });

describe('the catalogue: shops, listings and requirements (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('catalogue', {
      env: { PUBLIC_URL: 'https://mb.test' },
    }));
  });

  afterAll(async () => {
    await stop?.();
  });

  const call = apiCaller(() => app);
  const signedIn = (role: Role = 'user', phone: string | null = null) =>
    signedInAccount(app, { role, phone });

  const uploaded = (owner: SignedInAccount, count = 2) => uploadedPhotos(app, owner.id, count);

  const seller = () =>
    signedInSeller(app, call, { shop: shopBody, phone: '+919876543210', photos: 2 });

  async function posted(
    owner: SignedInAccount & { images: string[] },
    extra: Record<string, unknown> = {},
  ) {
    const res = await call('POST', '/listings', owner.auth, listingBody(owner.images, extra));
    expect(res.statusCode).toBe(201);
    return listingAnswerSchema.parse(res.json()).data.listing;
  }

  describe('shops', () => {
    it('make a verified buyer a seller on the same account, audited, at once (docs/decisions/0001-roles-and-personas.md)', async () => {
      const buyer = await signedIn('user');
      const res = await call('PUT', '/shops/mine', buyer.auth, shopBody);
      expect(res.statusCode).toBe(200);
      const { user } = shopAnswerSchema.parse(res.json()).data;
      expect(user).toMatchObject({ id: buyer.id, role: 'trader' });
      // The same access token posts a listing: the role is read with the session, not the token.
      const images = await uploaded(buyer);
      expect((await call('POST', '/listings', buyer.auth, listingBody(images))).statusCode).toBe(
        201,
      );
      const em = app.get(EntityManager).fork();
      const entries = await em.find(AuditEntry, {
        targetId: buyer.id,
        action: 'user.role.changed',
      });
      expect(entries.map(({ actorId, before, after }) => ({ actorId, before, after }))).toEqual([
        { actorId: buyer.id, before: { role: 'user' }, after: { role: 'trader' } },
      ]);
      // Saving it again is an edit: no second role change.
      expect((await call('PUT', '/shops/mine', buyer.auth, shopBody)).json()).not.toHaveProperty(
        'data.user',
      );
    });

    it('wait for a verified email: an unverified buyer cannot open one, and stays a buyer', async () => {
      const buyer = await signedIn('user');
      await app
        .get(EntityManager)
        .fork()
        .nativeUpdate(User, { id: buyer.id }, { emailVerifiedAt: null });
      const res = await call('PUT', '/shops/mine', buyer.auth, shopBody);
      expect(res.statusCode).toBe(403);
      expect(problem(res).message).toBe(m.verifyToSell);
      expect((await call('GET', '/shops/mine', buyer.auth)).statusCode).toBe(404);
      const images = await uploaded(buyer);
      expect((await call('POST', '/listings', buyer.auth, listingBody(images))).statusCode).toBe(
        403,
      );
    });

    it('open on first save with a slug from the name, and a second shop of that name gets its own', async () => {
      const first = await signedIn('trader', '+15551234567');
      expect((await call('GET', '/shops/mine', first.auth)).statusCode).toBe(404);
      const name = `Corner Store ${randomUUID().slice(0, 6)}`;
      const opened = shopAnswerSchema.parse(
        (await call('PUT', '/shops/mine', first.auth, { ...shopBody, name })).json(),
      ).data.shop;
      expect(opened.slug).toMatch(/^corner-store-/);
      expect(opened).toMatchObject({
        name,
        verified: true,
        listingCount: 0,
        place: { country: 'IN', city: 'Pune' },
      });
      expect(opened.contact?.email).toBe(first.email);

      const second = await signedIn('trader');
      const other = shopAnswerSchema.parse(
        (await call('PUT', '/shops/mine', second.auth, { ...shopBody, name })).json(),
      ).data.shop;
      expect(other.slug).toBe(`${opened.slug}-2`);
      expect(other.verified).toBe(false);

      const taken = await call('PUT', '/shops/mine', second.auth, {
        ...shopBody,
        name,
        slug: opened.slug,
      });
      expect(taken.statusCode).toBe(409);
      expect(problem(taken).errors).toEqual([{ path: 'slug', msg: m.slugTaken }]);

      const bySlug = await call('GET', `/shops/${opened.slug}`);
      expect(shopAnswerSchema.parse(bySlug.json()).data.shop.id).toBe(opened.id);
      expect((await call('GET', `/shops/${opened.id}`)).statusCode).toBe(200);
      expect((await call('GET', '/shops/no-such-shop')).statusCode).toBe(404);
      expect((await call('GET', '/shops/%3Cscript%3E')).statusCode).toBe(404);
    });

    it('list by city and by distance', async () => {
      const res = await call('GET', '/shops?city=pune&near=18.5,73.8&sort=distance&limit=5');
      expect(res.statusCode).toBe(200);
      const { shops } = shopPageAnswerSchema.parse(res.json()).data;
      expect(shops.length).toBeGreaterThan(0);
      expect(
        shops.every((shop) => shop.place.city === 'Pune' && shop.distanceKm !== undefined),
      ).toBe(true);
      expect((await call('GET', '/shops?near=200,1')).statusCode).toBe(400);
      expect((await call('GET', '/shops?cursor=bad!')).statusCode).toBe(400);
      expect((await call('GET', '/shops?cursor=WyJ4Il0')).statusCode).toBe(400);
    });
  });

  describe('listings', () => {
    it('need a shop first', async () => {
      const trader = await signedIn('trader');
      const res = await call('POST', '/listings', trader.auth, listingBody(await uploaded(trader)));
      expect(res.statusCode).toBe(409);
      expect(problem(res).message).toBe(m.shopRequired);
      const buyer = await signedIn('user');
      expect(
        (await call('POST', '/listings', buyer.auth, listingBody([], { intent: 'draft' })))
          .statusCode,
      ).toBe(403);
      expect((await call('POST', '/listings', {}, listingBody([]))).statusCode).toBe(401);
    });

    it('publish with their photos, shop and money in minor units; anyone reads them', async () => {
      const me = await seller();
      const listing = await posted(me);
      expect(listing).toMatchObject({
        status: 'published',
        groupId: 'agriculture-food',
        price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
        tags: ['basmati', 'organic'],
        place: { city: 'Pune', country: 'IN' },
        shop: { id: me.shopId, verified: true },
        sku: null,
      });
      expect(listing.images.map((image) => image.id)).toEqual(me.images);
      expect(listing.image?.urls.card).toBe(`/api/v1/images/${me.images[0]}/card.webp`);
      expect(listing.image?.alt).toBe(listing.title);
      expect(listing.expiresAt).not.toBeNull();

      const seen = listingAnswerSchema.parse((await call('GET', `/listings/${listing.id}`)).json())
        .data.listing;
      expect(seen.viewCount).toBe(1);
      expect(seen.shopDetails.listingCount).toBe(1);
      expect((await call('GET', `/listings/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call('GET', '/listings/not-a-uuid')).statusCode).toBe(404);
    });

    it('keep drafts to their seller, and refuse to publish without a photo', async () => {
      const me = await seller();
      const draft = await posted(me, { imageIds: [], intent: 'draft' });
      expect(draft.status).toBe('draft');
      expect((await call('GET', `/listings/${draft.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/listings/${draft.id}`, (await signedIn()).auth)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/listings/${draft.id}`, me.auth)).statusCode).toBe(200);

      const noPhoto = await call('POST', '/listings', me.auth, listingBody([]));
      expect(noPhoto.statusCode).toBe(400);
      expect(problem(noPhoto).errors).toContainEqual({ path: 'imageIds', msg: m.imagesRequired });
      const submit = await call('POST', `/listings/${draft.id}/status`, me.auth, {
        action: 'submit',
      });
      expect(submit.statusCode).toBe(400);
    });

    it("refuse another seller's photos, a non-owner's edits, and the same title twice a day", async () => {
      const me = await seller();
      const other = await seller();
      const foreign = await call('POST', '/listings', me.auth, listingBody(other.images));
      expect(foreign.statusCode).toBe(400);
      expect(problem(foreign).errors).toEqual([{ path: 'imageIds.0', msg: m.imageNotYours }]);

      const listing = await posted(me);
      const edit = await call(
        'PUT',
        `/listings/${listing.id}`,
        other.auth,
        listingBody(other.images),
      );
      expect(edit.statusCode).toBe(403);
      expect(problem(edit).message).toBe(m.notYourListing);
      expect(
        (await call('POST', `/listings/${listing.id}/status`, other.auth, { action: 'pause' }))
          .statusCode,
      ).toBe(403);

      const again = await call('POST', '/listings', me.auth, {
        ...listingBody(me.images),
        title: listing.title.toUpperCase(),
      });
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.duplicateTitle);
    });

    it('pause, resume, close and renew by their seller; a published one cannot be deleted', async () => {
      const me = await seller();
      const listing = await posted(me);
      const step = async (action: string) =>
        call('POST', `/listings/${listing.id}/status`, me.auth, { action });
      expect(listingAnswerSchema.parse((await step('pause')).json()).data.listing.status).toBe(
        'paused',
      );
      expect((await step('pause')).statusCode).toBe(409);
      expect(listingAnswerSchema.parse((await step('resume')).json()).data.listing.status).toBe(
        'published',
      );
      expect(listingAnswerSchema.parse((await step('close')).json()).data.listing.status).toBe(
        'closed',
      );
      // A closed listing still has its page, which says so.
      expect(
        listingAnswerSchema.parse((await call('GET', `/listings/${listing.id}`)).json()).data
          .listing.status,
      ).toBe('closed');
      expect(listingAnswerSchema.parse((await step('renew')).json()).data.listing.status).toBe(
        'published',
      );
      expect((await call('DELETE', `/listings/${listing.id}`, me.auth)).statusCode).toBe(409);
      expect((await step('explode')).statusCode).toBe(400);

      const draft = await posted(me, { intent: 'draft' });
      expect((await call('DELETE', `/listings/${draft.id}`, me.auth)).statusCode).toBe(200);
      expect((await call('GET', `/listings/${draft.id}`, me.auth)).statusCode).toBe(404);
    });

    it('go to review when moderation says so, and staff approve or reject with a mailed reason', async () => {
      const settings = app.get(SettingsService);
      await settings.set('moderation.policy', 'new_authors');
      try {
        const me = await seller();
        const first = await posted(me);
        expect(first.status).toBe('pending_review');
        expect((await call('GET', `/listings/${first.id}`)).statusCode).toBe(404);

        const moderator = await signedIn('support');
        expect((await call('GET', `/listings/${first.id}`, moderator.auth)).statusCode).toBe(200);
        const byBuyer = await call(
          'POST',
          `/listings/${first.id}/moderation`,
          (await signedIn()).auth,
          { action: 'approve' },
        );
        expect(byBuyer.statusCode).toBe(404);
        const noReason = await call('POST', `/listings/${first.id}/moderation`, moderator.auth, {
          action: 'reject',
        });
        expect(noReason.statusCode).toBe(400);

        const approved = await call('POST', `/listings/${first.id}/moderation`, moderator.auth, {
          action: 'approve',
        });
        expect(listingAnswerSchema.parse(approved.json()).data.listing.status).toBe('published');
        expect((await call('GET', `/listings/${first.id}`)).statusCode).toBe(200);

        const second = await posted(me);
        const rejected = await call('POST', `/listings/${second.id}/moderation`, moderator.auth, {
          action: 'reject',
          reason: 'Photos show a different product.',
        });
        const detail = listingAnswerSchema.parse(rejected.json()).data.listing;
        expect(detail).toMatchObject({
          status: 'rejected',
          rejectionReason: 'Photos show a different product.',
        });
        const mail = (
          await app.get(QueueRegistry).get('mail').getJobs(['waiting', 'delayed', 'prioritized'])
        )
          .map((job) => mailMessageSchema.parse(job.data))
          .find((message) => message.to === me.email);
        expect(mail?.subject).toBe(`Your listing “${second.title}” was not approved`);
        expect(mail?.text).toContain('Photos show a different product.');
        expect(mail?.text).toContain('https://mb.test/seller/my-listings');
        // Others never see the reason.
        const mine = listingAnswerSchema.parse(
          (await call('GET', `/listings/${second.id}`, me.auth)).json(),
        );
        expect(mine.data.listing.rejectionReason).toBe('Photos show a different product.');
        // The seller's own list says why, beside the post.
        const list = listingPageAnswerSchema.parse(
          (await call('GET', '/listings/mine?status=rejected', me.auth)).json(),
        ).data;
        expect(list.items.map((item) => item.own?.rejectionReason)).toEqual([
          'Photos show a different product.',
        ]);
      } finally {
        await settings.set('moderation.policy', 'off');
      }
    });

    it('with contact details in the text go to review whatever the policy', async () => {
      const me = await seller();
      const listing = await posted(me, {
        description: 'Fresh stock every week. Call 98765 43210 for rates.',
      });
      expect(listing.status).toBe('pending_review');
    });

    it('go back to review when an edit of a public one adds contact details', async () => {
      const me = await seller();
      const listing = await posted(me);
      expect(listing.status).toBe('published');
      const contact = 'Fresh stock every week. Call 98765 43210 for rates.';
      const edited = await call(
        'PUT',
        `/listings/${listing.id}`,
        me.auth,
        listingBody(me.images, { title: listing.title, description: contact }),
      );
      expect(edited.statusCode).toBe(200);
      const after = listingAnswerSchema.parse(edited.json()).data.listing;
      expect(after.status).toBe('pending_review');
    });

    it("list the seller's own with counts, a page at a time, and a shop's published ones", async () => {
      const me = await seller();
      await posted(me);
      await posted(me);
      await posted(me, { intent: 'draft' });
      const first = listingPageAnswerSchema.parse(
        (await call('GET', '/listings/mine?limit=2', me.auth)).json(),
      ).data;
      expect(first.items).toHaveLength(2);
      expect(first.counts).toEqual({ published: 2, draft: 1 });
      // Only the author's own list carries how each post is doing.
      expect(first.items[0]?.own).toEqual({ viewCount: 0, saveCount: 0, rejectionReason: null });
      const rest = listingPageAnswerSchema.parse(
        (await call('GET', `/listings/mine?limit=2&cursor=${first.nextCursor}`, me.auth)).json(),
      ).data;
      expect(rest.items).toHaveLength(1);
      expect(rest.nextCursor).toBeNull();
      expect(new Set([...first.items, ...rest.items].map((item) => item.id)).size).toBe(3);

      const shopPage = listingPageAnswerSchema.parse(
        (await call('GET', `/listings/seller/${me.shopId}`)).json(),
      ).data;
      expect(shopPage.items.map((item) => item.status)).toEqual(['published', 'published']);
      expect((await call('GET', `/listings/seller/${me.id}`)).statusCode).toBe(200);
      expect((await call('GET', '/listings/mine?cursor=%%%', me.auth)).statusCode).toBe(400);
      expect((await call('GET', '/listings/mine?status=sold', me.auth)).statusCode).toBe(400);
    });

    it.each([
      ['a short title', { title: 'Rice' }, 'title', m.titleLength],
      [
        'HTML in the description',
        { description: 'Best rice <script>alert(1)</script> in town, really.' },
        'description',
        m.descriptionNoHtml,
      ],
      ['an unknown category', { category: 'unicorns' }, 'category', m.categoryUnknown],
      [
        'a float price',
        { price: { type: 'fixed', amountMinor: 12.5, currency: 'INR', unit: 'kg' } },
        'price.amountMinor',
        m.priceInvalid,
      ],
      [
        'a missing price',
        { price: { type: 'fixed', currency: 'INR', unit: 'kg' } },
        'price.amountMinor',
        m.priceRequired,
      ],
      [
        'a euro price',
        { price: { type: 'fixed', amountMinor: 5, currency: 'EUR', unit: 'kg' } },
        'price.currency',
        m.currencyInvalid,
      ],
      [
        'a deal below the price',
        { deal: { compareAtMinor: 100, endsAt: '2099-01-01T00:00:00Z' } },
        'deal',
        m.dealInvalid,
      ],
      [
        'eleven tags',
        { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        'tags',
        m.tooManyTags,
      ],
    ])('refuse %s with 400 naming the field', async (_what, extra, path, msg) => {
      const me = await seller();
      const res = await call('POST', '/listings', me.auth, listingBody(me.images, extra));
      expect(res.statusCode).toBe(400);
      expect(problem(res).errors).toContainEqual({ path, msg });
    });

    it('refuse a deal ending in the past, but keep an ended deal sent back unchanged on edit', async () => {
      const me = await seller();
      const past = { compareAtMinor: 20_000, endsAt: '2020-01-01T00:00:00.000Z' };
      const refused = await call(
        'POST',
        '/listings',
        me.auth,
        listingBody(me.images, { deal: past }),
      );
      expect(refused.statusCode).toBe(400);
      expect(problem(refused).errors).toContainEqual({ path: 'deal.endsAt', msg: m.dealInvalid });

      const soon = new Date(Date.now() + 60_000).toISOString();
      const listing = await posted(me, { deal: { compareAtMinor: 20_000, endsAt: soon } });
      // The deal ends; the seller then edits only the title, sending the deal back as it was.
      await app
        .get(EntityManager)
        .fork()
        .nativeUpdate(Listing, { id: listing.id }, { dealEndsAt: new Date(past.endsAt) });
      const body = listingBody(me.images, { deal: past, title: `${listing.title} (new)` });
      const edited = await call('PUT', `/listings/${listing.id}`, me.auth, body);
      expect(edited.statusCode).toBe(200);
      expect(listingAnswerSchema.parse(edited.json()).data.listing.title).toBe(
        `${listing.title} (new)`,
      );
      // Moving it to another past time is refused, and the listing stays as it was.
      const moved = listingBody(me.images, {
        deal: { ...past, endsAt: '2021-01-01T00:00:00.000Z' },
      });
      expect((await call('PUT', `/listings/${listing.id}`, me.auth, moved)).statusCode).toBe(400);
    });

    it('count a view and remember it in the viewer’s recent views', async () => {
      const me = await seller();
      const listing = await posted(me);
      const viewer = await signedIn();
      await call('GET', `/listings/${listing.id}`, viewer.auth);
      await call('GET', `/listings/${listing.id}`, me.auth);
      const rows = await app
        .get(EntityManager)
        .getConnection()
        .execute(`select "listing_id" from "listing_view" where "user_id" = ?`, [viewer.id]);
      expect(rows).toEqual([{ listing_id: listing.id }]);
      const seen = listingAnswerSchema.parse((await call('GET', `/listings/${listing.id}`)).json());
      expect(seen.data.listing.viewCount).toBe(2);
    });
  });

  describe('saved listings and recent views', () => {
    it('save a live listing once, mark a price drop, and unsave', async () => {
      const me = await seller();
      const listing = await posted(me);
      const buyer = await signedIn();
      expect((await call('PUT', `/saved-listings/${listing.id}`, buyer.auth)).statusCode).toBe(200);
      expect((await call('PUT', `/saved-listings/${listing.id}`, buyer.auth)).statusCode).toBe(200);
      const counted = listingAnswerSchema.parse(
        (await call('GET', `/listings/${listing.id}`, buyer.auth)).json(),
      );
      expect(counted.data.listing).toMatchObject({ saveCount: 1, saved: true });

      const cheaper = listingBody(me.images, {
        title: listing.title,
        price: { type: 'fixed', amountMinor: 8_000, currency: 'INR', unit: 'kg' },
      });
      expect((await call('PUT', `/listings/${listing.id}`, me.auth, cheaper)).statusCode).toBe(200);
      const saved = savedListingsAnswerSchema.parse(
        (await call('GET', '/saved-listings', buyer.auth)).json(),
      ).data;
      expect(saved.items).toHaveLength(1);
      expect(saved.items[0]).toMatchObject({
        savedPrice: { amountMinor: 9_500, currency: 'INR' },
        priceDropped: true,
        listing: { id: listing.id },
      });

      expect((await call('DELETE', `/saved-listings/${listing.id}`, buyer.auth)).statusCode).toBe(
        200,
      );
      const after = savedListingsAnswerSchema.parse(
        (await call('GET', '/saved-listings', buyer.auth)).json(),
      );
      expect(after.data.items).toEqual([]);
      expect((await call('GET', '/saved-listings')).statusCode).toBe(401);
    });

    it('refuse to save a draft (404) or a paused listing (409)', async () => {
      const me = await seller();
      const buyer = await signedIn();
      const draft = await posted(me, { intent: 'draft' });
      expect((await call('PUT', `/saved-listings/${draft.id}`, buyer.auth)).statusCode).toBe(404);
      const live = await posted(me);
      await call('POST', `/listings/${live.id}/status`, me.auth, { action: 'pause' });
      const paused = await call('PUT', `/saved-listings/${live.id}`, buyer.auth);
      expect(paused.statusCode).toBe(409);
      expect(problem(paused).message).toBe(m.onlyLiveCanBeSaved);
      expect((await call('PUT', '/saved-listings/nope', buyer.auth)).statusCode).toBe(404);
    });

    it('list recent views newest first and clear them', async () => {
      const me = await seller();
      const first = await posted(me);
      const second = await posted(me);
      const buyer = await signedIn();
      await call('GET', `/listings/${first.id}`, buyer.auth);
      await call('GET', `/listings/${second.id}`, buyer.auth);
      const recent = recentViewsAnswerSchema.parse(
        (await call('GET', '/recent-views', buyer.auth)).json(),
      );
      expect(recent.data.items.map((item) => item.listing.id)).toEqual([second.id, first.id]);
      expect((await call('DELETE', '/recent-views', buyer.auth)).statusCode).toBe(200);
      const cleared = recentViewsAnswerSchema.parse(
        (await call('GET', '/recent-views', buyer.auth)).json(),
      );
      expect(cleared.data.items).toEqual([]);
    });
  });

  describe('requirements', () => {
    it('are posted by any signed-in account, read by anyone once open, closed as fulfilled', async () => {
      const buyer = await signedIn('user');
      const res = await call('POST', '/requirements', buyer.auth, requirementBody());
      expect(res.statusCode).toBe(201);
      const requirement = requirementAnswerSchema.parse(res.json()).data.requirement;
      expect(requirement).toMatchObject({
        status: 'open',
        urgency: 'high',
        budget: { minMinor: 2_000_000, maxMinor: 3_000_000, currency: 'INR' },
        buyer: { id: buyer.id, displayName: 'Ada L.' },
      });
      expect((await call('GET', `/requirements/${requirement.id}`)).statusCode).toBe(200);
      const list = requirementPageAnswerSchema.parse(
        (await call('GET', `/requirements/buyer/${buyer.id}`)).json(),
      );
      expect(list.data.items.map((item) => item.id)).toEqual([requirement.id]);

      const closed = await call('POST', `/requirements/${requirement.id}/status`, buyer.auth, {
        action: 'close',
        closeReason: 'fulfilled',
      });
      expect(requirementAnswerSchema.parse(closed.json()).data.requirement).toMatchObject({
        status: 'closed',
        closeReason: 'fulfilled',
      });
      const stranger = await signedIn();
      expect(
        (
          await call('POST', `/requirements/${requirement.id}/status`, stranger.auth, {
            action: 'renew',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('go back to review when an edit of an open one adds contact details', async () => {
      const buyer = await signedIn('user');
      const res = await call('POST', '/requirements', buyer.auth, requirementBody());
      const requirement = requirementAnswerSchema.parse(res.json()).data.requirement;
      expect(requirement.status).toBe('open');
      const edited = await call(
        'PUT',
        `/requirements/${requirement.id}`,
        buyer.auth,
        requirementBody({
          title: requirement.title,
          description: 'Steady supplier wanted, write to buyer@example.com with your rates.',
        }),
      );
      expect(edited.statusCode).toBe(200);
      expect(requirementAnswerSchema.parse(edited.json()).data.requirement.status).toBe(
        'pending_review',
      );
    });

    it('refuse a budget upside down and a needed-by date in the past', async () => {
      const buyer = await signedIn();
      const upside = await call(
        'POST',
        '/requirements',
        buyer.auth,
        requirementBody({ budget: { minMinor: 5, maxMinor: 1, currency: 'USD' } }),
      );
      expect(upside.statusCode).toBe(400);
      expect(problem(upside).errors).toContainEqual({ path: 'budget', msg: m.budgetInvalid });
      const past = await call(
        'POST',
        '/requirements',
        buyer.auth,
        requirementBody({ neededBy: '2020-01-01' }),
      );
      expect(past.statusCode).toBe(400);
      expect(problem(past).errors).toContainEqual({ path: 'neededBy', msg: m.neededByInvalid });
    });

    it("keep a draft to its buyer and list the buyer's own with counts", async () => {
      const buyer = await signedIn();
      const draft = requirementAnswerSchema.parse(
        (
          await call('POST', '/requirements', buyer.auth, requirementBody({ intent: 'draft' }))
        ).json(),
      ).data.requirement;
      expect((await call('GET', `/requirements/${draft.id}`)).statusCode).toBe(404);
      const mine = requirementPageAnswerSchema.parse(
        (await call('GET', '/requirements/mine', buyer.auth)).json(),
      );
      expect(mine.data.counts).toEqual({ draft: 1 });
      expect(mine.data.items[0]?.own).toEqual({ viewCount: 0, rejectionReason: null });
      expect((await call('DELETE', `/requirements/${draft.id}`, buyer.auth)).statusCode).toBe(200);
    });
  });
});
