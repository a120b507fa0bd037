import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  listingAnswerSchema,
  listingSearchAnswerSchema,
  messages,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  savedSearchLimits,
  serverEvents,
  type AppNotification,
  type Role,
} from '@matchbazaar/contracts';
import type { Job } from 'bullmq';
import type { Socket } from 'socket.io-client';
import { startWorkerBeside, type WorkerBeside } from '../../testing/worker-beside.js';
import { NotificationMailer } from '../notifications/notification-mailer.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { basmatiListingBody } from '../../testing/catalogue-fixtures.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';
import { listen } from '../../testing/test-env.js';
import { waitFor } from '../../testing/wait-for.js';

const m = messages.savedSearches;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const MINUTE = 60_000;

let n = 0;
const listingBody = (imageIds: string[], extra: Record<string, unknown> = {}) =>
  basmatiListingBody(imageIds, (lot) => `Aged basmati rice, 25kg sack, lot ${lot}`, extra);

describe('saved searches: the endpoints, and alerts from the worker (real PostgreSQL, Redis, worker)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  let worker: WorkerBeside;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    s = await startCatalogueApp('saved_searches');
    base = await listen(s.app);
    worker = await startWorkerBeside(s.app);
  }, 120_000); // building and starting the worker process

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await worker?.close();
    await s?.stop();
  });

  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });
  const sql = <T>(text: string, params: unknown[] = []) =>
    s.app.get(EntityManager).fork().execute<T[]>(text, params);

  const save = (who: SignedInAccount, body: Record<string, unknown>) =>
    s.call('POST', '/saved-searches', who.auth, body);
  const saved = async (who: SignedInAccount, body: Record<string, unknown>) => {
    const res = await save(who, body);
    expect(res.statusCode).toBe(201);
    return savedSearchAnswerSchema.parse(res.json()).data.savedSearch;
  };
  const mine = async (who: SignedInAccount) => {
    const res = await s.call('GET', '/saved-searches', who.auth);
    expect(res.statusCode).toBe(200);
    return savedSearchesAnswerSchema.parse(res.json()).data;
  };

  const seller = () =>
    signedInSeller(s.app, s.call, {
      shop: { name: `Rice Traders ${++n}`, place: { city: 'Karnal', country: 'IN' } },
      photos: 2,
    });
  async function listingOf(
    who: SignedInAccount & { images: string[] },
    extra = {},
  ): Promise<string> {
    const res = await s.call('POST', '/listings', who.auth, listingBody(who.images, extra));
    expect(res.statusCode).toBe(201);
    return listingAnswerSchema.parse(res.json()).data.listing.id;
  }
  /** Waits until `count` saved-search jobs of the listing (one per saved revision) have run. */
  const alertsRan = (listingId: string, count = 1) =>
    waitFor(async () => {
      const jobs: Job[] = await s.app
        .get(QueueRegistry)
        .get('matching')
        .getJobs(['completed', 'failed']);
      const ran = jobs.filter(
        (job) => job.name === 'saved-searches' && (job.data as { id: string }).id === listingId,
      );
      if (ran.some((job) => job.failedReason)) throw new Error(ran[0]!.failedReason);
      return ran.length >= count ? ran : undefined;
    }, `saved-search alerts of ${listingId}`);
  const alertsOf = (who: SignedInAccount) =>
    sql<{ id: string; title: string; link: string; data: Record<string, string> }>(
      `select "id", "title", "link", "data" from "notification" where "user_id" = ? and "type" = 'search.alert' order by "id"`,
      [who.id],
    );
  const hitsOf = (savedSearchId: string) =>
    sql<{ listing_id: string }>(
      `select "listing_id" from "saved_search_hit" where "saved_search_id" = ?`,
      [savedSearchId],
    );

  describe('the endpoints', () => {
    it('refuse the signed out', async () => {
      expect((await s.call('GET', '/saved-searches')).statusCode).toBe(401);
      expect((await s.call('POST', '/saved-searches', {}, { query: {} })).statusCode).toBe(401);
    });

    it('save a search with a name from its words, list it, and refuse the same search again', async () => {
      const me = await signedIn();
      const first = await saved(me, {
        query: { q: 'Basmati  rice', category: 'basmati', city: 'Karnal', sort: 'newest' },
        alert: 'daily',
      });
      expect(first).toMatchObject({
        name: 'Basmati rice in Karnal',
        kind: 'listings',
        alert: 'daily',
        newHits: 0,
        query: { q: 'Basmati rice', category: 'basmati', city: 'Karnal' },
      });
      const again = await save(me, {
        query: { city: 'karnal', q: 'basmati rice', category: 'basmati', sort: 'price_asc' },
      });
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.duplicate);
      const list = await mine(me);
      expect(list.items.map((item) => item.id)).toEqual([first.id]);
      expect(list.max).toBe(savedSearchLimits.perUser);
      // Someone else may save the same search.
      await saved(await signedIn(), { query: { q: 'basmati rice', category: 'basmati' } });
    });

    it('refuse bad input with the catalogue text', async () => {
      const me = await signedIn();
      const cases: [Record<string, unknown>, string][] = [
        [{}, m.queryRequired],
        [{ query: 'rice' }, m.queryRequired],
        [{ query: { q: 'rice' }, alert: 'hourly' }, m.alertInvalid],
        [{ query: { q: 'rice' }, name: 'x'.repeat(81) }, m.nameInvalid],
        [{ query: { q: 'rice' }, kind: 'requirements' }, m.kindInvalid],
        [{ query: { minPrice: '10' } }, messages.catalogue.searchCurrencyRequired],
        [{ query: { category: 'no-such-thing' } }, messages.catalogue.searchCategoryInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await save(me, body);
        expect(res.statusCode).toBe(400);
        expect(problem(res).message).toBe(message);
      }
      const search = await saved(me, { query: { q: 'rice' } });
      const patch = await s.call('PATCH', `/saved-searches/${search.id}`, me.auth, {});
      expect(patch.statusCode).toBe(400);
      expect(problem(patch).message).toBe(m.nothingToChange);
    });

    it("rename, change alerts and delete one's own; others' are not found", async () => {
      const me = await signedIn();
      const other = await signedIn();
      const search = await saved(me, { query: { q: 'sella rice' } });
      for (const [method, url, body] of [
        ['PATCH', `/saved-searches/${search.id}`, { alert: 'off' }],
        ['DELETE', `/saved-searches/${search.id}`, undefined],
        ['POST', `/saved-searches/${search.id}/seen`, undefined],
        ['PATCH', '/saved-searches/not-an-id', { alert: 'off' }],
      ] as const) {
        const res = await s.call(method, url, other.auth, body);
        expect(res.statusCode).toBe(404);
        expect(problem(res).message).toBe(m.notFound);
      }
      const renamed = await s.call('PATCH', `/saved-searches/${search.id}`, me.auth, {
        name: '  Sella   for the shop ',
        alert: 'off',
      });
      expect(renamed.statusCode).toBe(200);
      expect(savedSearchAnswerSchema.parse(renamed.json()).data.savedSearch).toMatchObject({
        name: 'Sella for the shop',
        alert: 'off',
      });
      expect((await s.call('DELETE', `/saved-searches/${search.id}`, me.auth)).statusCode).toBe(
        200,
      );
      expect((await s.call('DELETE', `/saved-searches/${search.id}`, me.auth)).statusCode).toBe(
        404,
      );
      expect((await mine(me)).items).toEqual([]);
    });

    it(`keep at most ${savedSearchLimits.perUser} per user, saying so`, async () => {
      const me = await signedIn();
      for (let i = 0; i < savedSearchLimits.perUser; i++)
        await saved(me, { query: { q: `rice lot ${i}` }, alert: 'off' });
      const over = await save(me, { query: { q: 'one more' } });
      expect(over.statusCode).toBe(409);
      expect(problem(over).message).toBe(m.tooMany(savedSearchLimits.perUser));
    });
  });

  describe('alerts', () => {
    it('a saved search alerts once per new listing: live for instant, again after an edit never', async () => {
      const buyer = await signedIn();
      const search = await saved(buyer, {
        query: { q: 'basmati', category: 'basmati', city: 'Karnal' },
        alert: 'instant',
      });
      const socket = await connectedSocket(base, buyer.token, sockets);
      const pushed: AppNotification[] = [];
      socket.on(serverEvents.notification, (notification: AppNotification) =>
        pushed.push(notification),
      );
      const trader = await seller();
      const listingId = await listingOf(trader);
      const live = await waitFor(
        () => Promise.resolve(pushed.find((p) => p.type === 'search.alert')),
        'the live alert',
      );
      expect(live.title).toBe(m.notify.title(search.name));
      expect(live.link).toBe(`/marketplace/listing/${listingId}`);
      expect(live.data).toMatchObject({ savedSearchId: search.id, listingId });

      // Edited while published: matched again, alerted no more.
      const edit = await s.call(
        'PUT',
        `/listings/${listingId}`,
        trader.auth,
        listingBody(trader.images, { description: 'Aged basmati, now in 10 kg bags as well.' }),
      );
      expect(edit.statusCode).toBe(200);
      await alertsRan(listingId, 2);
      expect(await alertsOf(buyer)).toHaveLength(1);
      expect(await hitsOf(search.id)).toEqual([{ listing_id: listingId }]);
      expect(pushed.filter((p) => p.type === 'search.alert')).toHaveLength(1);

      // New since the owner last looked, until they open its results.
      expect((await mine(buyer)).items[0]).toMatchObject({ newHits: 1 });
      expect(
        (await s.call('POST', `/saved-searches/${search.id}/seen`, buyer.auth)).statusCode,
      ).toBe(200);
      expect((await mine(buyer)).items[0]).toMatchObject({ newHits: 0 });
      expect((await mine(buyer)).items[0]!.lastAlertedAt).not.toBeNull();
    });

    it('a listing that does not match alerts nobody; nor is a seller alerted of their own', async () => {
      const buyer = await signedIn();
      const search = await saved(buyer, { query: { q: 'sella', category: 'basmati' } });
      const trader = await seller();
      const own = await saved(trader, { query: { q: 'basmati' } });
      const listingId = await listingOf(trader);
      await alertsRan(listingId);
      expect(await hitsOf(search.id)).toEqual([]);
      expect(await alertsOf(buyer)).toEqual([]);
      expect(await hitsOf(own.id)).toEqual([]);
      expect(await alertsOf(trader)).toEqual([]);
    });

    it('a seller blocked either way is never alerted about', async () => {
      const [buyer, blocked, control] = [await signedIn(), await signedIn(), await seller()];
      const trader = await seller();
      const query = { query: { q: 'basmati', category: 'basmati' } };
      const [byBuyer, byTrader, other] = [
        await saved(buyer, query),
        await saved(blocked, query),
        await saved(control, query),
      ];
      const block = (who: SignedInAccount, whom: SignedInAccount) =>
        s.call('PUT', `/users/${whom.id}/block`, who.auth);
      expect((await block(buyer, trader)).statusCode).toBe(200);
      expect((await block(trader, blocked)).statusCode).toBe(200);
      const listingId = await listingOf(trader);
      await alertsRan(listingId);
      // The same search of someone else hits it: only the block kept it from these two.
      expect((await hitsOf(other.id)).map((hit) => hit.listing_id)).toEqual([listingId]);
      for (const [who, search] of [
        [buyer, byBuyer],
        [blocked, byTrader],
      ] as const) {
        expect(await hitsOf(search.id)).toEqual([]);
        expect(await alertsOf(who)).toEqual([]);
      }
    });

    it("'daily' is not pushed live: it waits for the daily digest mail", async () => {
      const buyer = await signedIn();
      const search = await saved(buyer, { query: { q: 'basmati 1121' }, alert: 'daily' });
      const socket = await connectedSocket(base, buyer.token, sockets);
      const pushed: AppNotification[] = [];
      socket.on(serverEvents.notification, (notification: AppNotification) =>
        pushed.push(notification),
      );
      const listingId = await listingOf(await seller());
      await alertsRan(listingId);
      const stored = await alertsOf(buyer);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        title: m.notify.title(search.name),
        data: { alert: 'daily', listingId },
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(pushed).toEqual([]);

      // The notification mailer's daily digest ('matches' mail daily unless the user chose else).
      socket.disconnect();
      await s.app.get(NotificationMailer).sweep(Date.now() + 16 * MINUTE);
      const mails = await waitFor(async () => {
        const jobs: Job[] = await s.app
          .get(QueueRegistry)
          .get('mail')
          .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
        const found = jobs
          .map((job) => job.data as { to: string; subject: string; text: string })
          .filter((mail) => mail.to === buyer.email);
        return found.length > 0 ? found : undefined;
      }, 'the digest mail');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(m.notify.title(search.name));
    });

    it('reads the words as the search does: "used cars under 5 lakh in pune" alerts for a used car there at that price', async () => {
      const buyer = await signedIn();
      const search = await saved(buyer, {
        query: { q: 'used cars under 5 lakh in pune' },
        alert: 'daily',
      });
      const trader = await seller();
      const car = (title: string, rupees: number, city: string) =>
        listingOf(trader, {
          title,
          description: 'Single owner, full service history, insurance valid, no accidents.',
          category: 'used-cars',
          tags: ['hatchback'],
          condition: 'used',
          price: { type: 'fixed', amountMinor: rupees * 100, currency: 'INR', unit: 'piece' },
          minOrder: { quantity: 1, unit: 'piece' },
          place: { city, country: 'IN' },
        });
      // Its title says neither "used" nor "cars": the category the words name matches it.
      const swift = await car('Maruti Swift VXi 2018, silver', 450_000, 'Pune');
      const dear = await car('Hyundai Creta SX 2021, white', 1_150_000, 'Pune');
      const far = await car('Maruti Baleno Delta 2019, blue', 480_000, 'Jaipur');
      for (const id of [swift, dear, far]) await alertsRan(id);
      expect(await hitsOf(search.id)).toEqual([{ listing_id: swift }]);
      expect((await alertsOf(buyer)).map((alert) => alert.data['listingId'])).toEqual([swift]);
    });

    it('means what the search means: a saved query hits a listing exactly when the search finds it', async () => {
      const buyer = await signedIn();
      const queries: Record<string, string>[] = [
        { q: 'basmati' },
        { q: 'aged sortex' },
        { q: 'jasmine' },
        { category: 'basmati', minPrice: '90', maxPrice: '100', currency: 'INR' },
        { category: 'basmati', minPrice: '96', currency: 'INR' },
        { currency: 'USD' },
        { condition: 'new', city: 'KARNAL' },
        { condition: 'used' },
        { deals: 'true' },
        { near: '29.7,77.0', radiusKm: '5' },
        { near: '28.61,77.21', radiusKm: '50' },
        { group: 'agriculture-food' },
        // Filters said in words are read as the search reads them (libs/matching `understand`).
        { q: 'basmati under 100 rupees in karnal' },
        { q: 'basmati under 90 rupees' },
        { q: 'used basmati' },
        { q: 'basmati in pune' },
      ];
      const searches = [];
      for (const query of queries)
        searches.push(await saved(buyer, { query, alert: 'off', name: JSON.stringify(query) }));
      const listingId = await listingOf(await seller());
      await alertsRan(listingId);
      const outcomes = new Set<boolean>();
      for (const [i, query] of queries.entries()) {
        const res = await s.call(
          'GET',
          `/listings/search?${new URLSearchParams({ ...query, limit: '50' }).toString()}`,
        );
        expect(res.statusCode).toBe(200);
        const found = listingSearchAnswerSchema
          .parse(res.json())
          .data.items.some((item) => item.id === listingId);
        const hit = (await hitsOf(searches[i]!.id)).some((row) => row.listing_id === listingId);
        expect({ query, hit }).toEqual({ query, hit: found });
        outcomes.add(found);
      }
      // Both answers occur: the queries test the filters both ways.
      expect(outcomes).toEqual(new Set([true, false]));
      // 'off' records hits but alerts nobody.
      expect(await alertsOf(buyer)).toEqual([]);
    });
  });
});
