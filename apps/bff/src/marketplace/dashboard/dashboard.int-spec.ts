import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  activityAnswerSchema,
  apiErrorSchema,
  dashboardOverviewAnswerSchema,
  listingAnswerSchema,
  messages,
  requirementAnswerSchema,
} from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { onionRequirementBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';

type Started = Awaited<ReturnType<typeof startCatalogueApp>>;

let n = 0;
const listingBody = (imageIds: string[], category = 'rice') => ({
  title: `Aged basmati rice, lot ${++n}`,
  description: 'Aged basmati rice from the Himalayan foothills, packed in 25 kg bags.',
  category,
  price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
  minOrder: { quantity: 100, unit: 'kg' },
  availability: 'in_stock',
  condition: 'new',
  imageIds,
  tags: [],
  attributes: [],
  intent: 'publish',
});
const requirementBody = (category = 'rice') =>
  onionRequirementBody({
    title: `Need 5 tonnes of basmati rice ${++n}`,
    description: 'Looking for a steady supplier of aged basmati rice for our restaurants.',
    category,
    quantity: { amount: 5, unit: 'tonne' },
    urgency: 'medium',
  });

describe('the dashboard: overview and activity (real PostgreSQL and Redis)', () => {
  let s: Started;
  let seller: SignedInAccount;
  let buyer: SignedInAccount;
  let listingId: string;

  beforeAll(async () => {
    s = await startCatalogueApp('dashboard');
    seller = await signedInAccount(s.app, { role: 'trader', phone: '+919876543210' });
    buyer = await signedInAccount(s.app, { role: 'user' });
    const shop = await s.call('PUT', '/shops/mine', seller.auth, {
      name: 'Himalaya Grains',
      tagline: 'Rice from the foothills',
      place: { city: 'Pune', region: 'Maharashtra', country: 'in' },
      showContact: true,
    });
    expect(shop.statusCode).toBe(200);
    const images = await uploadedPhotos(s.app, seller.id, 1);
    const res = await s.call('POST', '/listings', seller.auth, listingBody(images));
    expect(res.statusCode).toBe(201);
    listingId = listingAnswerSchema.parse(res.json()).data.listing.id;
  });

  afterAll(async () => {
    await s?.stop();
  });

  const overview = async (who: SignedInAccount) => {
    const res = await s.call('GET', '/dashboard/overview', who.auth);
    expect(res.statusCode).toBe(200);
    return dashboardOverviewAnswerSchema.parse(res.json()).data;
  };
  const activity = async (who: SignedInAccount, query = '') => {
    const res = await s.call('GET', `/dashboard/activity${query}`, who.auth);
    expect(res.statusCode).toBe(200);
    return activityAnswerSchema.parse(res.json()).data;
  };

  it('is for signed-in users only', async () => {
    for (const path of ['/dashboard/overview', '/dashboard/activity']) {
      expect((await s.call('GET', path)).statusCode).toBe(401);
    }
  });

  it("gives a seller their listings, this week's views and saves, and new requests in their categories", async () => {
    // Two views by a buyer, one save; a requirement in the seller's category and one elsewhere.
    await s.call('GET', `/listings/${listingId}`, buyer.auth);
    await s.call('GET', `/listings/${listingId}`);
    expect((await s.call('PUT', `/saved-listings/${listingId}`, buyer.auth)).statusCode).toBe(200);
    const lead = await s.call('POST', '/requirements', buyer.auth, requirementBody('rice'));
    expect(lead.statusCode).toBe(201);
    await s.call('POST', '/requirements', buyer.auth, requirementBody('fresh-vegetables'));

    const data = await overview(seller);
    expect(data.persona).toBe('seller');
    expect(data.saved).toBeNull();
    const listings = data.listings!;
    expect(listings.hasShop).toBe(true);
    expect(listings.counts).toMatchObject({ published: 1 });
    expect(listings.latest.map((card) => card.id)).toEqual([listingId]);
    expect(listings.viewsByDay).toHaveLength(7);
    expect(listings.viewsByDay.at(-1)!.views).toBe(2);
    expect(listings.viewsThisWeek).toBe(2);
    expect(listings.savesThisWeek).toBe(1);
    expect(listings.leads.total).toBe(1);
    expect(listings.leads.latest[0]!.id).toBe(
      requirementAnswerSchema.parse(lead.json()).data.requirement.id,
    );
  });

  it("gives a buyer their open requirements, saved listings and recent views, and nobody else's", async () => {
    const data = await overview(buyer);
    expect(data.persona).toBe('buyer');
    expect(data.listings).toBeNull();
    expect(data.requirements.counts).toMatchObject({ open: 2 });
    expect(data.requirements.open).toHaveLength(2);
    expect(data.saved).toMatchObject({ total: 1 });
    expect(data.saved!.latest[0]!.listing.id).toBe(listingId);
    expect(data.recentViews.map((view) => view.listing.id)).toEqual([listingId]);

    const other = await overview(await signedInAccount(s.app));
    expect(other.requirements.open).toEqual([]);
    expect(other.saved).toEqual({ total: 0, latest: [] });
    expect(other.recentViews).toEqual([]);
  });

  it('keeps a timeline of what the user did, newest first, a page at a time', async () => {
    const first = await activity(buyer, '?limit=2');
    expect(first.items.map((item) => item.kind)).toEqual([
      'requirement.posted',
      'requirement.posted',
    ]);
    expect(first.items[0]!.href).toMatch(/^\/marketplace\/requirement\//);
    const rest = await activity(buyer, `?cursor=${first.nextCursor!}`);
    expect(rest.items.map((item) => item.kind)).toEqual(['listing.saved']);
    expect(rest.items[0]).toMatchObject({
      subject: expect.stringContaining('Aged basmati rice') as unknown as string,
      href: `/marketplace/listing/${listingId}`,
    });
    expect(rest.nextCursor).toBeNull();

    // Saving again changes nothing, so it is not a new line; a status change is.
    await s.call('PUT', `/saved-listings/${listingId}`, buyer.auth);
    expect((await activity(buyer)).items).toHaveLength(3);
    const paused = await s.call('POST', `/listings/${listingId}/status`, seller.auth, {
      action: 'pause',
    });
    expect(paused.statusCode).toBe(200);
    const [latest] = (await activity(seller)).items;
    expect(latest).toMatchObject({ kind: 'listing.statusChanged', status: 'paused' });
  });

  it('refuses a cursor it did not make with a 400', async () => {
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString(
      'base64url',
    );
    const res = await s.call('GET', `/dashboard/activity?cursor=${forged}`, buyer.auth);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.catalogue.cursorInvalid);
  });
});
