import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  jobIds,
  listingAnswerSchema,
  messages,
  requirementAnswerSchema,
  requirementMatchAnswerSchema,
  requirementMatchesAnswerSchema,
  sellerLeadAnswerSchema,
  sellerLeadsAnswerSchema,
  serverEvents,
  type AppNotification,
  type Role,
} from '@matchbazaar/contracts';
import type { Socket } from 'socket.io-client';
import { startWorkerBeside, type WorkerBeside } from '../../testing/worker-beside.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { MatchingSweep } from './matching-sweep.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { basmatiListingBody } from '../../testing/catalogue-fixtures.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';
import { listen } from '../../testing/test-env.js';
import { waitFor } from '../../testing/wait-for.js';

const m = messages.matching;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

let n = 0;
const listingBody = (imageIds: string[], extra: Record<string, unknown> = {}) =>
  basmatiListingBody(imageIds, (lot) => `Long grain aromatic rice, 25kg sack, lot ${lot}`, extra);
const requirementBody = (extra: Record<string, unknown> = {}) => ({
  title: `Basmati rice 25 kg bags for our shops ${++n}`,
  description: 'We need basmati rice in 25 kg bags, delivered to our Delhi warehouse monthly.',
  category: 'basmati',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 4_000_000, maxMinor: 5_500_000, currency: 'INR' },
  urgency: 'high',
  place: { city: 'Delhi', country: 'IN', coordinates: { latitude: 28.61, longitude: 77.21 } },
  intent: 'publish',
  ...extra,
});

describe('matching: requirements find listings, sellers get leads (real PostgreSQL, Redis, worker)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  let worker: WorkerBeside;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    s = await startCatalogueApp('matching');
    base = await listen(s.app);
    worker = await startWorkerBeside(s.app);
  }, 120_000); // building and starting the worker process

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await worker?.close();
    await s?.stop();
  });

  const signedIn = (role: Role = 'user', phone?: string) =>
    signedInAccount(s.app, { role, ...(phone && { phone }) });

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
  const titles = new Map<string, string>();
  async function requirementOf(buyer: SignedInAccount, extra = {}): Promise<string> {
    const res = await s.call('POST', '/requirements', buyer.auth, requirementBody(extra));
    expect(res.statusCode).toBe(201);
    const { id, title } = requirementAnswerSchema.parse(res.json()).data.requirement;
    titles.set(id, title);
    return id;
  }
  const matchesOf = async (buyer: SignedInAccount, id: string) => {
    const res = await s.call('GET', `/requirements/${id}/matches`, buyer.auth);
    expect(res.statusCode).toBe(200);
    return requirementMatchesAnswerSchema.parse(res.json()).data;
  };
  const matched = (buyer: SignedInAccount, id: string) =>
    waitFor(async () => {
      const found = await matchesOf(buyer, id);
      return found.matched ? found : undefined;
    }, `requirement ${id} matched`);
  const leadsOf = async (who: SignedInAccount, state = 'open') => {
    const res = await s.call('GET', `/seller/leads?state=${state}`, who.auth);
    expect(res.statusCode).toBe(200);
    return sellerLeadsAnswerSchema.parse(res.json()).data;
  };
  const leadNotifications = (who: SignedInAccount) =>
    s.app
      .get(EntityManager)
      .fork()
      .execute<{ id: string; data: { requirementId: string } }[]>(
        `select "id", "data" from "notification" where "user_id" = ? and "type" = 'lead.received'`,
        [who.id],
      );

  it('a published requirement is matched to a fitting listing; its seller gets the lead live, with reasons', async () => {
    const trader = await seller();
    const listingId = await listingOf(trader);
    const socket = await connectedSocket(base, trader.token, sockets);
    const pushed: AppNotification[] = [];
    socket.on(serverEvents.notification, (notification: AppNotification) =>
      pushed.push(notification),
    );

    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    const found = await matched(buyer, requirementId);

    expect(found.sellersNotified).toBe(1);
    const stored = await s.app
      .get(EntityManager)
      .fork()
      .execute<{ bytes: number }[]>(
        `select octet_length("meaning") as "bytes" from "listing" where "id" = ? union all
         select octet_length("meaning") from "requirement" where "id" = ?`,
        [listingId, requirementId],
      );
    expect(stored.map((row) => Number(row.bytes))).toEqual([100, 100]);
    const match = found.items.find((item) => item.listing.id === listingId)!;
    expect(match.notified).toBe(true);
    expect(match.score).toBeGreaterThan(50);
    expect(match.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'category', level: 'same', categoryId: 'basmati' },
        { kind: 'price', fit: 'inside', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
        expect.objectContaining({ kind: 'distance' }),
      ]),
    );
    const live = await waitFor(
      () => Promise.resolve(pushed.find((p) => p.type === 'lead.received')),
      'the live lead',
    );
    expect(live.title).toBe(m.notify.newLead(titles.get(requirementId)!));

    const leads = await leadsOf(trader);
    expect(leads.items.map((lead) => lead.requirement.id)).toContain(requirementId);
    expect(leads.counts.new).toBeGreaterThanOrEqual(1);
  });

  it('editing the requirement matches it again without telling the seller twice', async () => {
    const trader = await seller();
    await listingOf(trader);
    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    await matched(buyer, requirementId);
    const res = await s.call(
      'PUT',
      `/requirements/${requirementId}`,
      buyer.auth,
      requirementBody({ description: 'Basmati rice, 25 kg bags, now for our Gurgaon store too.' }),
    );
    expect(res.statusCode).toBe(200);
    await matched(buyer, requirementId);
    const told = (await leadNotifications(trader)).filter(
      (row) => row.data.requirementId === requirementId,
    );
    expect(told).toHaveLength(1);
  });

  it("a listing's edit matches it again: a match that no longer fits goes, stale reasons with it", async () => {
    const trader = await seller();
    const listingId = await listingOf(trader);
    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    const before = (await matched(buyer, requirementId)).items.find(
      (item) => item.listing.id === listingId,
    );
    expect(before?.reasons).toEqual(
      expect.arrayContaining([{ kind: 'category', level: 'same', categoryId: 'basmati' }]),
    );

    // The seller corrects the listing into something else altogether: a phone, priced per
    // piece far over the budget, from another country.
    const edited = await s.call(
      'PUT',
      `/listings/${listingId}`,
      trader.auth,
      listingBody(trader.images, {
        title: 'Refurbished smartphone, 128 GB, unlocked',
        description: 'A refurbished Android smartphone with 128 GB of storage, unlocked, boxed.',
        category: 'mobiles',
        tags: ['smartphone', 'android'],
        price: { type: 'fixed', amountMinor: 90_000_000, currency: 'INR', unit: 'piece' },
        minOrder: { quantity: 1, unit: 'piece' },
        place: {
          city: 'Austin',
          country: 'US',
          coordinates: { latitude: 30.27, longitude: -97.74 },
        },
      }),
    );
    expect(edited.statusCode).toBe(200);
    await waitFor(async () => {
      const found = await matchesOf(buyer, requirementId);
      return found.items.some((item) => item.listing.id === listingId) ? undefined : found;
    }, 'the stale match dropped');
  });

  it('a match under the lead floor is stored and shown to the buyer, but no seller is told', async () => {
    await s.app.get(SettingsService).set('matching.leadMinMatch', 95);
    try {
      const trader = await seller();
      const listingId = await listingOf(trader);
      const buyer = await signedIn();
      const requirementId = await requirementOf(buyer);
      const found = await matched(buyer, requirementId);
      const match = found.items.find((item) => item.listing.id === listingId)!;
      expect(match.score).toBeLessThan(95);
      expect([found.sellersNotified, match.notified]).toEqual([0, false]);
      const told = (await leadNotifications(trader)).filter(
        (row) => row.data.requirementId === requirementId,
      );
      expect(told).toHaveLength(0);
    } finally {
      await s.app.get(SettingsService).set('matching.leadMinMatch', 70);
    }
  });

  it('tells at most K sellers, one listing each; the buyer invites another; others see nothing', async () => {
    await s.app.get(SettingsService).set('matching.sellersPerRequirement', 1);
    try {
      const first = await seller();
      await listingOf(first);
      await listingOf(first, { title: `Basmati rice 1121 sella, 25 kg bags ${++n}` });
      const second = await seller();
      await listingOf(second);
      const buyer = await signedIn();
      const requirementId = await requirementOf(buyer);
      const found = await matched(buyer, requirementId);
      expect(found.sellersNotified).toBe(1);
      const notTold = found.items.find((item) => !item.notified)!;
      expect(notTold).toBeDefined();

      // A stranger gets the 404 of an id that names nothing: no requirement or match confirmed.
      const stranger = await signedIn();
      const strangerReads = (id: string) =>
        s.call('GET', `/requirements/${id}/matches`, stranger.auth);
      const hidden = await strangerReads(requirementId);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual((await strangerReads(randomUUID())).json());
      const invite = (who: SignedInAccount, matchId: string) =>
        s.call('POST', `/requirements/${requirementId}/matches/${matchId}/invite`, who.auth);
      const refused = await invite(stranger, notTold.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual((await invite(stranger, randomUUID())).json());

      // A block either way stops the invitation too (the one block check). The seller not told
      // may own a listing of an earlier test here, so it is looked up, not assumed.
      const [notToldSeller] = await s.app
        .get(EntityManager)
        .fork()
        .execute<{ seller_id: string }[]>(`select "seller_id" from "listing" where "id" = ?`, [
          notTold.listing.id,
        ]);
      const blocks = (method: 'PUT' | 'DELETE') =>
        s.call(method, `/users/${notToldSeller!.seller_id}/block`, buyer.auth);
      await blocks('PUT');
      const whileBlocked = await invite(buyer, notTold.id);
      expect([whileBlocked.statusCode, problem(whileBlocked).message]).toEqual([
        409,
        m.cannotInvite,
      ]);
      await blocks('DELETE');

      const invited = await invite(buyer, notTold.id);
      expect(invited.statusCode).toBe(200);
      expect(requirementMatchAnswerSchema.parse(invited.json()).data.match.notified).toBe(true);
      const again = await invite(buyer, notTold.id);
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.alreadyNotified);
      expect((await matchesOf(buyer, requirementId)).sellersNotified).toBe(2);
    } finally {
      await s.app.get(SettingsService).set('matching.sellersPerRequirement', 10);
    }
  });

  it('a dismissed lead is recorded and not sent again; a listing published later finds the open requirement', async () => {
    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    await matched(buyer, requirementId);

    const late = await seller();
    const listingId = await listingOf(late);
    const lead = await waitFor(async () => {
      const leads = await leadsOf(late);
      return leads.items.find((item) => item.requirement.id === requirementId);
    }, 'the late listing’s lead');
    expect(lead.listing.id).toBe(listingId);

    const stranger = await seller();
    const answer = (who: SignedInAccount, action: string) =>
      s.call('POST', `/seller/leads/${lead.id}`, who.auth, { action });
    expect((await answer(stranger, 'dismiss')).statusCode).toBe(404);
    expect((await answer(late, 'burn')).statusCode).toBe(400);
    const dismissed = await answer(late, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(sellerLeadAnswerSchema.parse(dismissed.json()).data.lead.state).toBe('dismissed');
    expect((await leadsOf(late)).items.map((item) => item.id)).not.toContain(lead.id);
    expect((await leadsOf(late, 'dismissed')).items.map((item) => item.id)).toContain(lead.id);

    // An edit of the requirement re-matches; the seller who said 'Not relevant' hears nothing.
    await s.call(
      'PUT',
      `/requirements/${requirementId}`,
      buyer.auth,
      requirementBody({ description: 'Still basmati rice in 25 kg bags; now 700 kg a month.' }),
    );
    await matched(buyer, requirementId);
    const told = (await leadNotifications(late)).filter(
      (row) => row.data.requirementId === requirementId,
    );
    expect(told).toHaveLength(1);
  });

  it("what followed is recorded: the seller's proposal makes the lead 'proposed'", async () => {
    const trader = await seller();
    await listingOf(trader);
    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    await matched(buyer, requirementId);
    const res = await s.call('POST', `/requirements/${requirementId}/proposals`, trader.auth, {
      unitPriceMinor: 9_500,
      currency: 'INR',
      quantity: 500,
      deliveryDays: 7,
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      message: 'Aged 1121 basmati in 25 kg sacks, delivered to Delhi within a week.',
    });
    expect(res.statusCode).toBe(201);
    const lead = (await leadsOf(trader)).items.find(
      (item) => item.requirement.id === requirementId,
    );
    expect(lead?.state).toBe('proposed');
  });

  it('the sweep queues a requirement whose matching was never queued', async () => {
    const buyer = await signedIn();
    const requirementId = await requirementOf(buyer);
    await matched(buyer, requirementId);
    // As if its job had never been queued: no job, and the engine never matched this revision.
    const [row] = await s.app
      .get(EntityManager)
      .fork()
      .execute<{ revision: string }[]>(
        `update "requirement" set "matched_revision" = null where "id" = ?
         returning floor(extract(epoch from "updated_at") * 1000)::bigint as "revision"`,
        [requirementId],
      );
    await s.app
      .get(QueueRegistry)
      .get('matching')
      .remove(jobIds.matchRequirement({ id: requirementId, revision: Number(row!.revision) }));
    expect((await matchesOf(buyer, requirementId)).matched).toBe(false);
    const queued = await s.app.get(MatchingSweep).sweep(Date.now() + 3 * 60_000);
    expect(queued).toBeGreaterThanOrEqual(1);
    await matched(buyer, requirementId);
  });

  it('leads are for sellers; ids that name nothing are 404', async () => {
    const buyer = await signedIn();
    const res = await s.call('GET', '/seller/leads', buyer.auth);
    expect(res.statusCode).toBe(403);
    expect(problem(res).message).toBe(m.sellersOnly);
    const trader = await seller();
    expect(
      (await s.call('POST', '/seller/leads/nope', trader.auth, { action: 'seen' })).statusCode,
    ).toBe(404);
    expect(
      (
        await s.call(
          'GET',
          '/requirements/00000000-0000-4000-8000-000000000000/matches',
          buyer.auth,
        )
      ).statusCode,
    ).toBe(404);
    expect((await s.call('GET', '/seller/leads?state=sideways', trader.auth)).statusCode).toBe(400);
  });
});
