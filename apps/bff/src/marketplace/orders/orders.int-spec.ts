import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import {
  apiErrorSchema,
  jobIds,
  balancesAnswerSchema,
  messages,
  ordersAnswerSchema,
  payoutAnswerSchema,
  requirementAnswerSchema,
  proposalAnswerSchema,
  transactionsAnswerSchema,
  type Role,
} from '@matchbazaar/contracts';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import { PaymentIntentsSweep } from '../ledger/payment-intents.js';
import { PaymentIntentsRepository } from '../ledger/payment-intents.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ledger/payment-provider.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import {
  orderOf,
  orderSteps,
  placedOrder,
  savedAddress,
  testCard as card,
} from '../../testing/placed-order.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { postedListing, signedInSeller } from '../../testing/signed-in-seller.js';
import { verifiedPayoutMethod } from '../../testing/verified-payout-method.js';
import { UnattachedImageSweeper } from '../images/unattached-image-sweeper.js';
import { OrderTimersConsumer, OrderTimersSweep } from './order-timers.js';

const m = messages.orders;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('orders, escrow and the ledger (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let n = 0;

  beforeAll(async () => {
    s = await startCatalogueApp('orders');
    await s.app.get(SettingsService).set('orders.platformFeeBps', 500);
  });

  afterAll(async () => {
    await s?.stop();
  });

  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });

  const seller = () =>
    signedInSeller(s.app, s.call, {
      shop: { name: `Karnal Rice ${++n}`, place: { city: 'Karnal', country: 'IN' } },
    });
  // Collected from the seller: an order's steps here need no delivery address.
  const pickup = { shipping: [{ kind: 'pickup' }] };
  const title = (lot: number) => `Basmati rice lot ${lot} for orders`;
  const listingOf = async (trader: SignedInAccount, extra: Record<string, unknown> = {}) =>
    (await postedListing(s.app, s.call, trader, title, { ...pickup, ...extra })).id;
  /** A buyer's placed order of 100 kg at INR 95.00 (total INR 9,500.00). */
  async function placed(quantity = 100) {
    const p = await placedOrder(s, {
      title,
      listing: pickup,
      order: { quantity, shipping: 'pickup' },
    });
    return { trader: p.trader, buyer: p.buyer, order: p.order, listingId: p.listing.id };
  }
  const { step, stepped } = orderSteps(() => s);
  async function paid() {
    const p = await placed();
    await stepped(p.trader, p.order, 'accept');
    const order = await stepped(p.buyer, p.order, 'pay', card);
    return { ...p, order };
  }
  const balances = async (who: SignedInAccount) =>
    balancesAnswerSchema.parse((await s.call('GET', '/balances', who.auth)).json()).data.balances;
  const statement = async (who: SignedInAccount) =>
    transactionsAnswerSchema.parse((await s.call('GET', '/transactions', who.auth)).json()).data
      .items;
  const ledgerBalanced = async () => {
    for (const row of await s.app.get(LedgerRepository).totals()) expect(row.total).toBe('0');
  };
  /** Moves the order's clock back, as if its status had been entered `ms` ago. */
  const aged = (orderId: string, column: string, ms: number) =>
    s.sql(
      `update "market_order" set "${column}" = now() - ? * interval '1 millisecond' where "id" = ?`,
      [ms, orderId],
    );

  describe('the happy path from a listing', () => {
    it('placed, accepted, paid into escrow, shipped, delivered, confirmed: released less the fee', async () => {
      const { trader, buyer, order } = await placed();
      expect(order).toMatchObject({
        status: 'placed',
        source: 'listing',
        totalMinor: 950_000,
        currency: 'INR',
        feeBps: 500,
        viewer: 'buyer',
        actions: ['buyer.cancel'],
      });
      expect(order.number).toBeGreaterThan(0);
      expect(Date.parse(order.dueAt!) - Date.parse(order.placedAt)).toBe(48 * HOUR);
      // The state's timer waits in the orders queue, keyed by order, status and version.
      const timer = await s.app
        .get(QueueRegistry)
        .get('orders')
        .getJob(jobIds.orderTimer({ orderId: order.id, status: 'placed', version: 1 }));
      expect(timer?.opts.delay).toBeGreaterThan(48 * HOUR - 60_000);

      const seen = orderOf(await s.call('GET', `/orders/${order.id}`, trader.auth));
      expect(seen).toMatchObject({ viewer: 'seller', actions: ['accept', 'decline'] });

      expect((await stepped(trader, order, 'accept')).status).toBe('accepted');
      const afterPay = await stepped(buyer, order, 'pay', card);
      expect(afterPay).toMatchObject({ status: 'paid', actions: ['dispute'] });
      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 0, pendingMinor: 950_000, paidOutMinor: 0 },
      ]);
      const shipped = await stepped(trader, order, 'ship', {
        note: 'Two sacks',
        tracking: 'DTDC 123',
      });
      expect(shipped).toMatchObject({ status: 'shipped', tracking: 'DTDC 123' });
      await stepped(trader, order, 'deliver');
      const done = await stepped(buyer, order, 'confirm');
      expect(done).toMatchObject({ status: 'completed', feeMinor: 47_500, actions: [] });
      expect(done.timeline.map((e) => e.type)).toEqual([
        'placed',
        'accept',
        'pay',
        'ship',
        'deliver',
        'confirm',
      ]);

      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 902_500, pendingMinor: 0, paidOutMinor: 0 },
      ]);
      const sellerLines = await statement(trader);
      expect(sellerLines.map((l) => [l.kind, l.amountMinor, l.balanceMinor])).toEqual([
        ['fee', -47_500, 902_500],
        ['sale', 950_000, 950_000],
      ]);
      expect((await statement(buyer)).map((l) => [l.kind, l.amountMinor])).toEqual([
        ['payment', -950_000],
      ]);
      await ledgerBalanced();

      // The seller was told of each of the buyer's steps, live and stored.
      const notes = await s.sql<{ type: string }>(
        `select "type" from "notification" where "user_id" = ? order by "id"`,
        [trader.id],
      );
      expect(notes.map((row) => row.type)).toEqual([
        'order.placed',
        'order.changed',
        'order.changed',
      ]);
    });

    it('pays out the available balance once per key, and never more than it holds', async () => {
      const { trader, buyer, order } = await paid();
      await stepped(trader, order, 'ship');
      await stepped(buyer, order, 'confirm');
      await verifiedPayoutMethod(s.call, trader.auth);
      const body = {
        currency: 'INR',
        amountMinor: 500_000,
        idempotencyKey: `payout-${++n}-abcdef`,
      };
      const first = await s.call('POST', '/payouts', trader.auth, body);
      expect(first.statusCode).toBe(201);
      const again = await s.call('POST', '/payouts', trader.auth, body);
      expect(payoutAnswerSchema.parse(again.json()).data.payout.id).toBe(
        payoutAnswerSchema.parse(first.json()).data.payout.id,
      );
      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 402_500, pendingMinor: 0, paidOutMinor: 500_000 },
      ]);
      const tooMuch = await s.call('POST', '/payouts', trader.auth, {
        ...body,
        idempotencyKey: `payout-${++n}-ghijkl`,
      });
      // The balance refuses it, not the request's shape: 409, the amount's field named.
      expect([tooMuch.statusCode, problem(tooMuch).message]).toEqual([
        409,
        m.payoutTooLarge(m.money(402_500, 'INR')),
      ]);
      expect(problem(tooMuch).errors[0]?.path).toBe('amountMinor');
      const reused = await s.call('POST', '/payouts', trader.auth, { ...body, amountMinor: 1 });
      expect([reused.statusCode, problem(reused).message]).toEqual([409, m.payoutKeyReused]);
      const buyerPayout = await s.call('POST', '/payouts', buyer.auth, {
        ...body,
        idempotencyKey: `payout-${++n}-mnopqr`,
      });
      expect(buyerPayout.statusCode).toBe(403);
      const csv = await s.app.inject({
        method: 'GET',
        url: '/api/v1/transactions.csv',
        headers: trader.auth,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[0]).toBe('Date,Description,Type,Order,Currency,Amount,Balance');
      expect(csv.body).toContain('Payout,,INR,-5000.00,4025.00');
      await ledgerBalanced();
    });
    it('two payouts of the whole balance at once, with two keys: one paid, the other 409', async () => {
      const { trader, buyer, order } = await paid();
      await stepped(trader, order, 'ship');
      await stepped(buyer, order, 'confirm');
      await verifiedPayoutMethod(s.call, trader.auth);
      const whole = (key: string) =>
        s.call('POST', '/payouts', trader.auth, {
          currency: 'INR',
          amountMinor: 902_500,
          idempotencyKey: `payout-${++n}-${key}`,
        });
      const results = await Promise.all([whole('racer1'), whole('racer2')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const lost = results.find((r) => r.statusCode === 409)!;
      expect(problem(lost).errors[0]?.path).toBe('amountMinor');
      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 0, pendingMinor: 0, paidOutMinor: 902_500 },
      ]);
      await ledgerBalanced();
    });
  });

  describe('refusals', () => {
    it('checks the listing, the quantity and who orders', async () => {
      const trader = await seller();
      const buyer = await signedIn();
      const listingId = await listingOf(trader);
      const own = await s.call('POST', `/listings/${listingId}/orders`, trader.auth, {
        quantity: 100,
      });
      expect([own.statusCode, problem(own).message]).toEqual([403, m.ownListing]);
      const few = await s.call('POST', `/listings/${listingId}/orders`, buyer.auth, {
        quantity: 5,
      });
      expect(few.statusCode).toBe(400);
      expect(problem(few).errors[0]).toEqual({ path: 'quantity', msg: m.belowMinimum(100, 'kg') });
      const negotiable = await listingOf(trader, {
        price: { type: 'on_request', currency: 'INR', unit: 'kg' },
      });
      const res = await s.call('POST', `/listings/${negotiable}/orders`, buyer.auth, {
        quantity: 100,
      });
      expect([res.statusCode, problem(res).message]).toEqual([409, m.listingNotOrderable]);
      const anonymous = await s.call(
        'POST',
        `/listings/${listingId}/orders`,
        {},
        { quantity: 100 },
      );
      expect(anonymous.statusCode).toBe(401);
    });

    it('a seller who blocked the buyer gets no order from them, and so no mail of its note', async () => {
      const trader = await seller();
      const buyer = await signedIn();
      const listingId = await listingOf(trader);
      const order = (note: string) =>
        s.call('POST', `/listings/${listingId}/orders`, buyer.auth, {
          quantity: 100,
          shipping: 'pickup',
          note,
        });
      const mailsTo = async (who: SignedInAccount) =>
        (await s.app.get(QueueRegistry).get('mail').getJobs()).filter(
          (job) => (job.data as { to?: string }).to === who.email,
        ).length;
      const reached = async () =>
        (
          await s.sql<{ n: number }>(
            `select count(*)::int as "n" from "notification" where "user_id" = ?`,
            [trader.id],
          )
        )[0]!.n;
      expect((await order('Before the block')).statusCode).toBe(201);
      const [mails, notifications] = [await mailsTo(trader), await reached()];
      expect(mails).toBe(1);

      const blocked = await s.call('PUT', `/users/${buyer.id}/block`, trader.auth);
      expect(blocked.statusCode).toBe(200);
      const refused = await order('Call me on my private number');
      expect([refused.statusCode, problem(refused).message]).toEqual([
        403,
        messages.conversations.blockedByThem,
      ]);
      const orders = await s.sql(`select 1 from "market_order" where "buyer_id" = ?`, [buyer.id]);
      expect(orders).toHaveLength(1);
      expect([await mailsTo(trader), await reached()]).toEqual([mails, notifications]);
    });

    it('each side only its own steps, each step only when the machine allows it', async () => {
      const { trader, buyer, order } = await placed();
      const stranger = await signedIn();
      expect((await s.call('GET', `/orders/${order.id}`, stranger.auth)).statusCode).toBe(404);
      expect((await step(stranger, order, 'accept')).statusCode).toBe(404);
      const buyerAccepts = await step(buyer, order, 'accept');
      expect([buyerAccepts.statusCode, problem(buyerAccepts).message]).toEqual([403, m.onlySeller]);
      const early = await step(buyer, order, 'pay', card);
      expect([early.statusCode, problem(early).message]).toEqual([
        409,
        m.transitionRefused('awaiting seller'),
      ]);
      const shipEarly = await step(trader, order, 'ship');
      expect(shipEarly.statusCode).toBe(409);
    });

    it('a refused card is a 402 with its reason, and nothing moves', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const declined = await step(buyer, order, 'pay', { ...card, cardNumber: '4000000000000002' });
      expect([declined.statusCode, problem(declined).message]).toEqual([402, m.cardDeclined]);
      const poor = await step(buyer, order, 'pay', { ...card, cardNumber: '4000 0000 0000 9995' });
      expect([poor.statusCode, problem(poor).message]).toEqual([402, m.insufficientFunds]);
      const expired = await step(buyer, order, 'pay', { ...card, expiry: '01/20' });
      expect(problem(expired).errors[0]).toEqual({ path: 'expiry', msg: m.cardExpired });
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe(
        'accepted',
      );
      expect(await statement(buyer)).toEqual([]);
    });

    it('two steps at once: one wins, the other gets a clear 409', async () => {
      const { trader, order } = await placed();
      const results = await Promise.all([
        step(trader, order, 'accept'),
        step(trader, order, 'decline', { reason: 'Out of stock' }),
        step(trader, order, 'accept'),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const lost of results.filter((r) => r.statusCode === 409)) {
        expect([
          m.changedMeanwhile,
          m.transitionRefused('awaiting payment'),
          m.transitionRefused('declined'),
        ]).toContain(problem(lost).message);
      }
      const events = await s.sql(`select 1 from "order_event" where "order_id" = ?`, [order.id]);
      expect(events).toHaveLength(2);
    });

    it('two payments at once move the money once', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const results = await Promise.all([
        step(buyer, order, 'pay', card),
        step(buyer, order, 'pay', card),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await statement(buyer)).toHaveLength(1);
      await ledgerBalanced();
    });

    it('every later step raced: one wins, the other 409; the release is booked once', async () => {
      const { trader, buyer, order } = await paid();
      for (const [who, action] of [
        [trader, 'ship'],
        [trader, 'deliver'],
        [buyer, 'confirm'],
      ] as const) {
        const results = await Promise.all([step(who, order, action), step(who, order, action)]);
        expect([action, ...results.map((r) => r.statusCode).sort()]).toEqual([action, 200, 409]);
      }
      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 902_500, pendingMinor: 0, paidOutMinor: 0 },
      ]);
      await ledgerBalanced();
    });
  });

  describe('timers (fake time: the order aged, then the job or the sweep)', () => {
    it('placed 48 h: declined for the seller; a stale timer does nothing', async () => {
      const { buyer, order } = await placed();
      const consumer = s.app.get(OrderTimersConsumer);
      // A timer set for another version finds the order moved on.
      await consumer.process({
        name: 'timer',
        data: { orderId: order.id, status: 'placed', version: 99 },
      });
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe('placed');
      await consumer.process({
        name: 'timer',
        data: { orderId: order.id, status: 'placed', version: 1 },
      });
      const after = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(after).toMatchObject({
        status: 'declined',
        closedBy: 'system',
        closeReason: m.timeouts.placed,
      });
      expect(after.timeline.at(-1)).toMatchObject({
        type: 'timeout',
        by: 'system',
        from: 'placed',
      });
    });

    it('accepted 72 h unpaid: cancelled by the sweep; not a minute before', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const sweep = s.app.get(OrderTimersSweep);
      await aged(order.id, 'accepted_at', 72 * HOUR - 60_000);
      await sweep.sweep();
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe(
        'accepted',
      );
      await aged(order.id, 'accepted_at', 72 * HOUR + 1_000);
      expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe(
        'cancelled',
      );
    });

    it('paid 14 days unshipped: cancelled and refunded in full', async () => {
      const { buyer, trader, order } = await paid();
      await aged(order.id, 'paid_at', 14 * DAY + 1_000);
      await s.app.get(OrderTimersSweep).sweep();
      const after = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(after).toMatchObject({ status: 'cancelled', refundedMinor: 950_000 });
      expect((await statement(buyer)).map((l) => [l.kind, l.amountMinor, l.balanceMinor])).toEqual([
        ['refund', 950_000, 0],
        ['payment', -950_000, -950_000],
      ]);
      expect(await balances(trader)).toEqual([]);
      await ledgerBalanced();
    });

    it('delivered 14 days unconfirmed: confirmed, released less the fee', async () => {
      const { buyer, trader, order } = await paid();
      await stepped(trader, order, 'ship');
      await stepped(trader, order, 'deliver');
      await aged(order.id, 'delivered_at', 14 * DAY + 1_000);
      await s.app.get(OrderTimersSweep).sweep();
      const after = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(after).toMatchObject({ status: 'completed', feeMinor: 47_500 });
      expect((await balances(trader))[0]?.availableMinor).toBe(902_500);
    });
  });

  describe('disputes', () => {
    it('the buyer disputes, both sides write, an admin splits: part refunded, the rest released', async () => {
      const { buyer, trader, order } = await paid();
      await stepped(trader, order, 'ship');
      const photos = await uploadedPhotos(s.app, buyer.id, 1);
      const disputed = await stepped(buyer, order, 'dispute', {
        reason: 'damaged',
        details: 'Two of the sacks arrived torn and wet.',
        evidenceImageIds: photos,
      });
      expect(disputed.dispute).toMatchObject({ reason: 'damaged', resolution: null });
      expect(disputed.dispute?.evidence).toHaveLength(1);
      await stepped(trader, order, 'dispute/messages', { body: 'They left our warehouse dry.' });
      const stranger = await signedIn();
      expect((await step(stranger, order, 'dispute/messages', { body: 'Hello' })).statusCode).toBe(
        404,
      );
      const admin = await signedIn('admin');
      const list = ordersAnswerSchema.parse(
        (await s.call('GET', '/admin/orders?status=disputed', admin.auth)).json(),
      ).data;
      expect(list.items.map((o) => o.id)).toContain(order.id);
      expect((await s.call('GET', '/admin/orders', buyer.auth)).statusCode).toBe(403);
      const buyerResolves = await s.call('POST', `/admin/orders/${order.id}/resolve`, buyer.auth, {
        outcome: 'release',
        note: 'Mine',
      });
      expect(buyerResolves.statusCode).toBe(403);
      const tooMuch = await s.call('POST', `/admin/orders/${order.id}/resolve`, admin.auth, {
        outcome: 'split',
        refundMinor: 950_000,
        note: 'Half each',
      });
      expect(tooMuch.statusCode).toBe(400);
      const res = await s.call('POST', `/admin/orders/${order.id}/resolve`, admin.auth, {
        outcome: 'split',
        refundMinor: 200_000,
        note: 'Two sacks of ten were damaged.',
      });
      expect(res.statusCode).toBe(200);
      const resolved = orderOf(res);
      expect(resolved).toMatchObject({
        status: 'completed',
        refundedMinor: 200_000,
        feeMinor: 37_500,
      });
      expect(resolved.dispute).toMatchObject({ resolution: 'split', refundMinor: 200_000 });
      expect(resolved.dispute?.messages.map((x) => x.side)).toEqual(['seller']);
      expect((await balances(trader))[0]?.availableMinor).toBe(750_000 - 37_500);
      await ledgerBalanced();
    });

    it('the evidence photos stay while the dispute waits for an admin, past the unattached-photo day', async () => {
      const { buyer, trader, order } = await paid();
      await stepped(trader, order, 'ship');
      const photos = await uploadedPhotos(s.app, buyer.id, 2);
      await stepped(buyer, order, 'dispute', {
        reason: 'damaged',
        details: 'The lid of every tin was dented.',
        evidenceImageIds: photos,
      });
      await s.sql(`update "image" set "created_at" = now() - interval '3 days' where "id" in (?)`, [
        photos,
      ]);
      await s.app.get(UnattachedImageSweeper).sweep();
      const kept = await s.sql<{ n: number }>(
        'select count(*)::int as n from "image" where "id" in (?)',
        [photos],
      );
      expect(kept[0]!.n).toBe(2);
      const seen = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(seen.dispute?.evidence).toHaveLength(2);
    });
  });

  describe('from an accepted proposal', () => {
    it("accepting the seller's proposal places its order with its terms, accepted by both, in the same step", async () => {
      const buyer = await signedIn();
      // Goods: the order goes to the buyer's default address, so they have one.
      await savedAddress(s.call, buyer);
      const trader = await seller();
      const requirement = await s.call('POST', '/requirements', buyer.auth, {
        title: `Need 500 kg of turmeric powder ${++n}`,
        description: 'Looking for a supplier of turmeric powder, high curcumin, in 25 kg bags.',
        category: 'fresh-vegetables',
        quantity: { amount: 500, unit: 'kg' },
        budget: { minMinor: 100_000, maxMinor: 900_000, currency: 'INR' },
        urgency: 'medium',
        place: { city: 'Mumbai', country: 'IN' },
        intent: 'publish',
      });
      const requirementId = requirementAnswerSchema.parse(requirement.json()).data.requirement.id;
      const sent = await s.call('POST', `/requirements/${requirementId}/proposals`, trader.auth, {
        unitPriceMinor: 1_250,
        currency: 'INR',
        quantity: 500,
        deliveryDays: 7,
        validUntil: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
        message: 'We deliver in 25 kg bags within a week.',
      });
      const proposalId = proposalAnswerSchema.parse(sent.json()).data.proposal.id;
      const accepted = await s.call('POST', `/proposals/${proposalId}/accept`, buyer.auth, {
        version: 1,
      });
      expect(accepted.statusCode).toBe(200);
      const orderId = proposalAnswerSchema.parse(accepted.json()).data.proposal.orderId;
      expect(orderId).toEqual(expect.any(String));
      const order = orderOf(await s.call('GET', `/orders/${orderId}`, trader.auth));
      expect(order).toMatchObject({
        source: 'proposal',
        proposalId,
        requirementId,
        status: 'accepted',
        unitPriceMinor: 1_250,
        quantity: 500,
        totalMinor: 625_000,
        deliveryDays: 7,
        actions: ['seller.cancel'],
      });
      // The seller proposed these terms: nobody accepts them again, the buyer pays next.
      expect(order.timeline.map((step) => step.type)).toEqual(['placed', 'accept']);
      expect(orderOf(await s.call('GET', `/orders/${orderId}`, buyer.auth)).actions).toContain(
        'pay',
      );
      const mine = ordersAnswerSchema.parse(
        (await s.call('GET', '/orders?role=seller', trader.auth)).json(),
      ).data;
      expect(mine.items.map((o) => o.id)).toEqual([orderId]);
      expect(mine.counts).toMatchObject({ placed: 0, accepted: 1, completed: 0 });
    });
  });

  describe("the payment provider's outbox (intents settled after the commit)", () => {
    const provider = () => s.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    /** The provider moved the money, but its answer never arrived (the connection dropped). */
    const lostAnswer = async (key: string, real: Promise<unknown>, keys: string[]) => {
      keys.push(key);
      await real;
      throw new Error('socket hang up');
    };
    const intentsOf = (orderId: string) =>
      s.sql<{ kind: string; state: string; idempotency_key: string }>(
        `select "kind", "state", "idempotency_key" from "payment_intent" where "order_id" = ? order by "created_at"`,
        [orderId],
      );
    const movementsOf = (orderId: string) =>
      s.sql<{ kind: string }>(
        `select "kind" from "ledger_movement" where "order_id" = ? order by "created_at"`,
        [orderId],
      );
    /** The sweep as it would run two minutes from now, past the requests' own attempts. */
    const sweepLater = () =>
      s.app.get(PaymentIntentsSweep).sweep(new Date(Date.now() + 2 * 60_000));

    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('a capture whose answer is lost: 502, nothing booked, the order waits; the sweep completes it once with the same key', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const real = provider().capture.bind(provider());
      const keys: string[] = [];
      jest
        .spyOn(provider(), 'capture')
        .mockImplementationOnce((ref, key) => lostAnswer(key, real(ref, key), keys))
        .mockImplementation((ref, key) => {
          keys.push(key);
          return real(ref, key);
        });

      const res = await step(buyer, order, 'pay', card);
      expect([res.statusCode, problem(res).message]).toEqual([502, m.paymentPending]);
      expect(await intentsOf(order.id)).toEqual([
        expect.objectContaining({ kind: 'capture', state: 'pending' }),
      ]);
      expect(await movementsOf(order.id)).toEqual([]);
      // Nobody cancels under a payment the provider may have taken.
      const cancel = await step(buyer, order, 'cancel', { reason: 'Changed my mind' });
      expect([cancel.statusCode, problem(cancel).message]).toEqual([409, m.paymentInProgress]);
      // The request's own attempt is not a minute old: the sweep leaves it alone.
      expect(await s.app.get(PaymentIntentsSweep).sweep()).toBe(0);

      expect(await sweepLater()).toBe(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const after = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(after.status).toBe('paid');
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      expect(await intentsOf(order.id)).toEqual([
        expect.objectContaining({ state: 'succeeded', idempotency_key: keys[0] }),
      ]);
      // Settled: a later sweep asks nothing and books nothing.
      expect(await sweepLater()).toBe(0);
      expect(keys).toHaveLength(2);
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      await ledgerBalanced();
    });

    // The chaos suite's race of two pays met "deadlock detected": the capture's settling
    // transaction locked its intent, then the order, while the second pay held the order and
    // waited on that intent (one live capture per order). Both now lock the order first.
    it('a second pay while the capture is being recorded: 409, no deadlock', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const real = provider().capture.bind(provider());
      let asked!: () => void;
      let answer!: () => void;
      const captureAsked = new Promise<void>((resolve) => (asked = resolve));
      const answered = new Promise<void>((resolve) => (answer = resolve));
      jest.spyOn(provider(), 'capture').mockImplementationOnce(async (ref, key) => {
        asked();
        await answered;
        return real(ref, key);
      });
      const waiting = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const [row] = await s.sql<{ n: number }>(
            `select count(*)::int as "n" from pg_stat_activity
             where "datname" = current_database() and "wait_event_type" = 'Lock'`,
          );
          if (row!.n >= n) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`never ${n} waiting for a lock`);
      };
      const first = step(buyer, order, 'pay', card);
      await captureAsked;
      // Another transaction holds the order, so the second pay and the first's recording queue
      // for it in that order: the second pay then holds the order while the recording runs.
      const holder = new pg.Client({
        connectionString: s.app.get<BffConfig>(BFF_CONFIG).DATABASE_URL,
      });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`select 1 from "market_order" where "id" = $1 for update`, [order.id]);
        const second = step(buyer, order, 'pay', card);
        await waiting(1);
        answer();
        await waiting(2);
        await holder.query('commit');
        const results = await Promise.all([first, second]);
        expect(results.map((r) => r.statusCode)).toEqual([200, 409]);
        expect(problem(results[1]).message).toBe(m.paymentInProgress);
      } finally {
        await holder.end();
      }
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      await ledgerBalanced();
    });

    it('the provider captured, then recording it failed and rolled back: booked once, by the sweep', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      const capture = jest.spyOn(provider(), 'capture');
      const repository = s.app.get(PaymentIntentsRepository);
      jest
        .spyOn(repository, 'settle')
        .mockRejectedValueOnce(new Error('connection terminated unexpectedly'));

      const res = await step(buyer, order, 'pay', card);
      expect(res.statusCode).toBe(500);
      expect(await movementsOf(order.id)).toEqual([]);
      expect(await intentsOf(order.id)).toEqual([expect.objectContaining({ state: 'pending' })]);

      expect(await sweepLater()).toBe(1);
      expect(capture).toHaveBeenCalledTimes(2);
      expect(capture.mock.calls[1]).toEqual(capture.mock.calls[0]);
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe('paid');
      await ledgerBalanced();
    });

    it('a capture the provider refuses: 402, no movement, and the buyer may pay again', async () => {
      const { trader, buyer, order } = await placed();
      await stepped(trader, order, 'accept');
      jest
        .spyOn(provider(), 'capture')
        .mockResolvedValueOnce({ ok: false, reason: '402: authorization expired' });

      const res = await step(buyer, order, 'pay', card);
      expect([res.statusCode, problem(res).message]).toEqual([402, m.paymentFailed]);
      expect(await intentsOf(order.id)).toEqual([expect.objectContaining({ state: 'failed' })]);
      expect(await movementsOf(order.id)).toEqual([]);
      expect(orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth)).status).toBe(
        'accepted',
      );

      const again = await step(buyer, order, 'pay', card);
      expect(orderOf(again).status).toBe('paid');
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      await ledgerBalanced();
    });

    it("a refund whose answer is lost: the order is cancelled, escrow keeps the money until the sweep's refund", async () => {
      const { trader, buyer, order } = await paid();
      const real = provider().refund.bind(provider());
      const keys: string[] = [];
      jest
        .spyOn(provider(), 'refund')
        .mockImplementationOnce((ref, amount, key) => lostAnswer(key, real(ref, amount, key), keys))
        .mockImplementation((ref, amount, key) => {
          keys.push(key);
          return real(ref, amount, key);
        });

      const cancelled = await stepped(trader, order, 'cancel', { reason: 'Out of stock' });
      expect(cancelled).toMatchObject({ status: 'cancelled', refundedMinor: 0 });
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }]);
      expect(await s.app.get(LedgerRepository).escrowOf(order.id)).toBe(950_000);

      expect(await sweepLater()).toBe(1);
      expect(keys).toEqual([`refund:${order.id}`, `refund:${order.id}`]);
      expect(await movementsOf(order.id)).toEqual([{ kind: 'payment' }, { kind: 'refund' }]);
      expect(await s.app.get(LedgerRepository).escrowOf(order.id)).toBe(0);
      const after = orderOf(await s.call('GET', `/orders/${order.id}`, buyer.auth));
      expect(after.refundedMinor).toBe(950_000);
      expect(await sweepLater()).toBe(0);
      await ledgerBalanced();
    });

    it('a payout waits for the provider as pending (not available meanwhile), then is paid once; a refused one gives the balance back', async () => {
      const { trader, buyer, order } = await paid();
      await stepped(trader, order, 'ship');
      await stepped(buyer, order, 'confirm');
      await verifiedPayoutMethod(s.call, trader.auth);
      const real = provider().payout.bind(provider());
      const keys: string[] = [];
      jest
        .spyOn(provider(), 'payout')
        .mockImplementationOnce((input) => lostAnswer(input.key, real(input), keys))
        .mockResolvedValueOnce({ ok: false, reason: '422: bank account closed' })
        .mockImplementation((input) => {
          keys.push(input.key);
          return real(input);
        });
      const payout = (amountMinor: number, key: string) =>
        s.call('POST', '/payouts', trader.auth, {
          currency: 'INR',
          amountMinor,
          idempotencyKey: `${key}-${++n}-outbox`,
        });

      const waiting = await payout(400_000, 'lost');
      expect(waiting.statusCode).toBe(201);
      const answer = payoutAnswerSchema.parse(waiting.json());
      expect([answer.message, answer.data.payout.status]).toEqual([m.payoutPending, 'pending']);
      expect(answer.data.balance).toMatchObject({ availableMinor: 502_500, paidOutMinor: 0 });
      // What waits is not paid out twice: only the rest is available.
      const tooMuch = await payout(502_501, 'more');
      expect(tooMuch.statusCode).toBe(409);

      const refused = payoutAnswerSchema.parse((await payout(100_000, 'refused')).json());
      expect([refused.message, refused.data.payout.status]).toEqual([m.payoutFailed, 'failed']);
      expect(refused.data.balance).toMatchObject({ availableMinor: 502_500, paidOutMinor: 0 });

      expect(await sweepLater()).toBe(1);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(await balances(trader)).toEqual([
        { currency: 'INR', availableMinor: 502_500, pendingMinor: 0, paidOutMinor: 400_000 },
      ]);
      const [row] = await s.sql<{ status: string }>(
        `select "status" from "payout" where "id" = ?`,
        [answer.data.payout.id],
      );
      expect(row?.status).toBe('paid');
      await ledgerBalanced();
    });
  });
});
