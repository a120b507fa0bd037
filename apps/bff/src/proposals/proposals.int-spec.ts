import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  messages,
  myProposalsAnswerSchema,
  notificationsAnswerSchema,
  proposalAnswerSchema,
  requirementAnswerSchema,
  requirementProposalsAnswerSchema,
  serverEvents,
  type Proposal,
  type Role,
} from '@matchbazaar/contracts';
import type { Socket } from 'socket.io-client';
import { SettingsService } from '../settings/settings.service.js';
import { startCatalogueApp } from '../testing/catalogue-app.js';
import { uploadedPhotos } from '../testing/catalogue-fixtures.js';
import { connectedSocket } from '../testing/realtime-client.js';
import { signedInAccount } from '../testing/signed-in-account.js';
import { listen } from '../testing/test-env.js';

const m = messages.proposals;
type Account = Awaited<ReturnType<typeof signedInAccount>>;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const proposalOf = (res: { json: () => unknown }) =>
  proposalAnswerSchema.parse(res.json()).data.proposal;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let n = 0;
const requirementBody = () => ({
  title: `Need 500 kg of turmeric powder ${++n}`,
  description: 'Looking for a supplier of turmeric powder, high curcumin, packed in 25 kg bags.',
  category: 'fresh-vegetables',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
  urgency: 'medium',
  place: { city: 'Mumbai', country: 'IN' },
  intent: 'publish',
});
const proposalBody = (extra: Record<string, unknown> = {}) => ({
  unitPriceMinor: 1_250,
  currency: 'INR',
  quantity: 500,
  deliveryDays: 7,
  validUntil: inDays(14),
  message: 'We can deliver in 25 kg bags within a week.',
  ...extra,
});

describe('proposals on requirements (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    s = await startCatalogueApp('proposals');
    base = await listen(s.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await s?.stop();
  });

  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });
  async function seller(): Promise<Account> {
    const account = await signedIn('trader');
    const res = await s.call('PUT', '/shops/mine', account.auth, {
      name: `Spice House ${++n}`,
      place: { city: 'Pune', country: 'IN' },
    });
    expect(res.statusCode).toBe(200);
    return account;
  }
  async function requirementOf(buyer: Account): Promise<string> {
    const res = await s.call('POST', '/requirements', buyer.auth, requirementBody());
    expect(res.statusCode).toBe(201);
    return requirementAnswerSchema.parse(res.json()).data.requirement.id;
  }
  const propose = (who: Account, requirementId: string, extra: Record<string, unknown> = {}) =>
    s.call('POST', `/requirements/${requirementId}/proposals`, who.auth, proposalBody(extra));
  const list = (who: Account | null, requirementId: string) =>
    s.call('GET', `/requirements/${requirementId}/proposals`, who?.auth ?? {});
  const listed = async (who: Account | null, requirementId: string) =>
    requirementProposalsAnswerSchema.parse((await list(who, requirementId)).json()).data;

  describe('sending one', () => {
    it('a seller with a shop proposes; the total is the server’s unit price × quantity', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const res = await s.call('POST', `/requirements/${id}/proposals`, trader.auth, {
        ...proposalBody(),
        totalMinor: 1,
      });
      expect(res.statusCode).toBe(201);
      const proposal = proposalOf(res);
      expect(proposal).toMatchObject({
        status: 'submitted',
        unitPriceMinor: 1_250,
        quantity: 500,
        totalMinor: 625_000,
        requirementId: id,
        buyerId: buyer.id,
      });
      expect(proposal.seller).toMatchObject({ id: trader.id, rating: null });
      expect(proposal.history.map((h) => h.type)).toEqual(['submitted']);
    });

    it('refuses buyers, sellers without a shop, their own requirement, and a second active one', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const cases: [Account, number, string][] = [
        [await signedIn('user'), 403, m.sellersOnly],
        [await signedIn('trader'), 403, m.shopRequired],
      ];
      for (const [who, status, message] of cases) {
        const res = await propose(who, id);
        expect([res.statusCode, problem(res).message]).toEqual([status, message]);
      }
      const own = await seller();
      const ownId = await requirementOf(own);
      const res = await propose(own, ownId);
      expect([res.statusCode, problem(res).message]).toEqual([403, m.ownRequirement]);

      const trader = await seller();
      expect((await propose(trader, id)).statusCode).toBe(201);
      const again = await propose(trader, id);
      expect([again.statusCode, problem(again).message]).toEqual([409, m.alreadyProposed]);
    });

    it('checks the terms: a past validity date, a total too large, someone else’s photo', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const past = await propose(trader, id, { validUntil: inDays(-1) });
      expect(past.statusCode).toBe(400);
      expect(problem(past).errors).toEqual([{ path: 'validUntil', msg: m.validUntilPast }]);
      const huge = await propose(trader, id, { unitPriceMinor: 1_000_000_000_000, quantity: 5 });
      expect(huge.statusCode).toBe(400);
      expect(problem(huge).errors).toContainEqual({ path: 'unitPriceMinor', msg: m.totalTooLarge });
      const [foreign] = await uploadedPhotos(s.app, buyer.id, 1);
      const notMine = await propose(trader, id, { attachmentIds: [foreign] });
      expect(notMine.statusCode).toBe(400);
      expect(problem(notMine).errors).toEqual([
        { path: 'attachmentIds.0', msg: m.attachmentNotYours },
      ]);
      const mine = await uploadedPhotos(s.app, trader.id, 2);
      const withPhotos = await propose(trader, id, { attachmentIds: mine });
      expect(withPhotos.statusCode).toBe(201);
      expect(proposalOf(withPhotos).attachments.map((a) => a.id)).toEqual(mine);
    });

    it('a missing or unknown requirement is a 404', async () => {
      const trader = await seller();
      expect((await propose(trader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await propose(trader, 'not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('the cap', () => {
    it('stops at the admin setting, counted atomically under parallel submissions', async () => {
      await s.app.get(SettingsService).set('proposals.perRequirementCap', 3);
      try {
        const buyer = await signedIn();
        const id = await requirementOf(buyer);
        const traders = await Promise.all(Array.from({ length: 6 }, () => seller()));
        const answers = await Promise.all(traders.map((t) => propose(t, id)));
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
        for (const res of answers.filter((r) => r.statusCode === 409)) {
          expect(problem(res).message).toBe(m.requirementFull(3));
        }
        const view = await listed(buyer, id);
        expect(view.cap).toEqual({ limit: 3, taken: 3 });
        const late = traders[answers.findIndex((r) => r.statusCode === 409)]!;
        expect((await listed(late, id)).propose).toBe('full');

        // A withdrawn proposal frees its place.
        const first = traders[answers.findIndex((r) => r.statusCode === 201)]!;
        const mine = (await listed(first, id)).items[0]!;
        expect(
          (await s.call('POST', `/proposals/${mine.id}/withdraw`, first.auth)).statusCode,
        ).toBe(200);
        expect((await propose(late, id)).statusCode).toBe(201);
      } finally {
        await s.app.get(SettingsService).set('proposals.perRequirementCap', 20);
      }
    });
  });

  describe('access', () => {
    it('only the buyer sees every proposal; a seller sees only their own; others none', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const [a, b] = [await seller(), await seller()];
      const pa = proposalOf(await propose(a, id));
      proposalOf(await propose(b, id));

      const forBuyer = await listed(buyer, id);
      expect(forBuyer.viewer).toBe('buyer');
      expect(forBuyer.items).toHaveLength(2);
      expect(forBuyer.propose).toBe('own');

      const forA = await listed(a, id);
      expect(forA.viewer).toBe('seller');
      expect(forA.items.map((p) => p.id)).toEqual([pa.id]);
      expect(forA.propose).toBe('active');

      const stranger = await signedIn();
      expect((await listed(stranger, id)).items).toEqual([]);
      expect((await listed(stranger, id)).propose).toBe('notTrader');
      expect((await listed(null, id)).propose).toBe('signedOut');
      const admin = await signedIn('admin');
      expect((await listed(admin, id)).items).toEqual([]);

      // Acting on someone else's proposal: 404 for strangers (ids cannot be probed), 403 for
      // the wrong side.
      const other = await seller();
      const hidden = await s.call('POST', `/proposals/${pa.id}/shortlist`, other.auth);
      expect([hidden.statusCode, problem(hidden).message]).toEqual([404, m.notFound]);
      const sellerShortlists = await s.call('POST', `/proposals/${pa.id}/shortlist`, a.auth);
      expect([sellerShortlists.statusCode, problem(sellerShortlists).message]).toEqual([
        403,
        m.onlyBuyer,
      ]);
      const buyerWithdraws = await s.call('POST', `/proposals/${pa.id}/withdraw`, buyer.auth);
      expect([buyerWithdraws.statusCode, problem(buyerWithdraws).message]).toEqual([
        403,
        m.onlySeller,
      ]);
    });
  });

  describe('the negotiation', () => {
    it('counter, answer, accept: pushed live to both sides, others declined, requirement closed', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const [a, b] = [await seller(), await seller()];
      const buyerSocket = await connectedSocket(base, buyer.token, sockets);
      const sellerSocket = await connectedSocket(base, a.token, sockets);
      const pushes = { buyer: [] as Proposal[], seller: [] as Proposal[] };
      buyerSocket.on(serverEvents.proposalChanged, (p: Proposal) => pushes.buyer.push(p));
      sellerSocket.on(serverEvents.proposalChanged, (p: Proposal) => pushes.seller.push(p));

      const pa = proposalOf(await propose(a, id));
      const pb = proposalOf(await propose(b, id));

      const shortlisted = await s.call('POST', `/proposals/${pa.id}/shortlist`, buyer.auth);
      expect(proposalOf(shortlisted).status).toBe('shortlisted');

      const counter = await s.call('POST', `/proposals/${pa.id}/counter`, buyer.auth, {
        unitPriceMinor: 1_100,
        quantity: 400,
        deliveryDays: 5,
        message: 'Could you do 400 kg at 11?',
      });
      expect(proposalOf(counter)).toMatchObject({
        status: 'countered',
        counter: { unitPriceMinor: 1_100, quantity: 400, totalMinor: 440_000, deliveryDays: 5 },
      });
      // The buyer waits for the answer: accepting the old terms now is refused.
      const early = await s.call('POST', `/proposals/${pa.id}/accept`, buyer.auth);
      expect(early.statusCode).toBe(409);

      const answered = await s.call('POST', `/proposals/${pa.id}/answer-counter`, a.auth, {
        answer: 'accept',
      });
      expect(proposalOf(answered)).toMatchObject({
        status: 'shortlisted',
        unitPriceMinor: 1_100,
        quantity: 400,
        totalMinor: 440_000,
        deliveryDays: 5,
        counter: null,
      });

      const accepted = await s.call('POST', `/proposals/${pa.id}/accept`, buyer.auth);
      expect(proposalOf(accepted).status).toBe('accepted');
      expect(proposalOf(accepted).history.map((h) => h.type)).toEqual([
        'submitted',
        'shortlisted',
        'countered',
        'counterAccepted',
        'accepted',
      ]);

      const view = await listed(buyer, id);
      expect(view.requirement.status).toBe('closed');
      const other = view.items.find((p) => p.id === pb.id)!;
      expect(other).toMatchObject({ status: 'declined', declineReason: m.otherAccepted });
      // Settled: the seller can no longer change or withdraw it, nobody can propose.
      const late = await s.call('PATCH', `/proposals/${pa.id}`, a.auth, proposalBody());
      expect(late.statusCode).toBe(409);
      const newcomer = await seller();
      const refused = await propose(newcomer, id);
      expect([refused.statusCode, problem(refused).message]).toEqual([409, m.requirementNotOpen]);

      // Every step reached both sides, as stored.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const steps = (list: Proposal[]) => list.filter((p) => p.id === pa.id).map((p) => p.status);
      const expected = ['submitted', 'shortlisted', 'countered', 'shortlisted', 'accepted'];
      expect(steps(pushes.buyer)).toEqual(expected);
      expect(steps(pushes.seller)).toEqual(expected);
      expect(pushes.seller.find((p) => p.id === pb.id)).toBeUndefined();
      expect(pushes.buyer.filter((p) => p.id === pb.id).map((p) => p.status)).toEqual([
        'submitted',
        'declined',
      ]);
      // The seller's response time is known from the counter-offer's answer.
      expect(proposalOf(accepted).seller.responseMinutes).toBe(0);

      // Each side was notified of the other's steps (stored, then pushed).
      const types = async (who: Account) =>
        notificationsAnswerSchema
          .parse((await s.call('GET', '/notifications?limit=50', who.auth)).json())
          .data.items.map((item) => item.type)
          .sort();
      expect(await types(buyer)).toEqual([
        'proposal.counterAnswered',
        'proposal.received',
        'proposal.received',
      ]);
      expect(await types(a)).toEqual([
        'proposal.accepted',
        'proposal.countered',
        'proposal.shortlisted',
      ]);
      expect(await types(b)).toEqual(['proposal.declined']);

      // Each step is also a system message in the buyer's and seller's thread on the requirement.
      const thread = (sellerId: string) =>
        s.app
          .get(EntityManager)
          .fork()
          .execute<{ text: string }[]>(
            `select m."text" from "conversation_message" m
             join "conversation" c on c."id" = m."conversation_id"
             where c."subject_kind" = 'requirement' and c."subject_id" = ? and c."seller_id" = ?
               and m."kind" = 'system'
             order by m."created_at", m."id"`,
            [id, sellerId],
          );
      const texts = (await thread(a.id)).map((row) => row.text.split(':')[0]);
      expect(texts).toEqual([
        m.history.submitted,
        m.history.shortlisted,
        m.history.countered,
        m.history.counterAccepted,
        m.history.accepted,
      ]);
      expect((await thread(b.id)).map((row) => row.text)).toEqual([
        expect.stringContaining(m.history.submitted),
        `${m.history.declined}: ${m.otherAccepted}`,
      ]);
    });

    it('the seller updates (clearing a counter) or withdraws; the buyer declines with a reason', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await s.call('POST', `/proposals/${p.id}/counter`, buyer.auth, {
        unitPriceMinor: 900,
        quantity: 500,
        deliveryDays: 7,
      });
      const updated = await s.call(
        'PATCH',
        `/proposals/${p.id}`,
        trader.auth,
        proposalBody({ unitPriceMinor: 1_000 }),
      );
      expect(proposalOf(updated)).toMatchObject({
        status: 'shortlisted',
        unitPriceMinor: 1_000,
        totalMinor: 500_000,
        counter: null,
      });
      const noReason = await s.call('POST', `/proposals/${p.id}/decline`, buyer.auth, {
        reason: '  ',
      });
      expect(noReason.statusCode).toBe(400);
      const declined = await s.call('POST', `/proposals/${p.id}/decline`, buyer.auth, {
        reason: 'The price is above my budget.',
      });
      expect(proposalOf(declined)).toMatchObject({
        status: 'declined',
        declineReason: 'The price is above my budget.',
      });
      const withdraw = await s.call('POST', `/proposals/${p.id}/withdraw`, trader.auth);
      expect(withdraw.statusCode).toBe(409);

      // Declined is final, but the seller may send a new one.
      expect((await propose(trader, id)).statusCode).toBe(201);
      const mine = myProposalsAnswerSchema.parse(
        (await s.call('GET', '/proposals/mine', trader.auth)).json(),
      ).data.items;
      expect(mine.map((x) => x.status).sort()).toEqual(['declined', 'submitted']);
    });

    it('a proposal past its validity date is expired and can no longer be accepted', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await s.app
        .get(EntityManager)
        .fork()
        .execute(`update "proposal" set "valid_until" = current_date - 1 where "id" = ?`, [p.id]);
      const accept = await s.call('POST', `/proposals/${p.id}/accept`, buyer.auth);
      expect(accept.statusCode).toBe(409);
      expect((await listed(buyer, id)).items[0]!.status).toBe('expired');
      expect((await listed(buyer, id)).cap.taken).toBe(0);
    });
  });
});
