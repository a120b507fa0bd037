import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiErrorSchema,
  balancesAnswerSchema,
  jobIds,
  maxAmountMinor,
  messages,
} from '@matchbazaar/contracts';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { orderSteps, placedOrder, testCard as card } from '../../testing/placed-order.js';
import type { SignedInAccount } from '../../testing/signed-in-account.js';
import { OrderTimersConsumer, OrderTimersSweep } from './order-timers.js';

const m = messages.orders;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const HOUR = 3_600_000;

/**
 * Shipping by quotation (docs/product/orders.md, "Shipping by quotation") through the routes on
 * real PostgreSQL and Redis: the order waits for the seller's quote, the quote's checks, the
 * buyer's answer, the new total in escrow, the timers, and two steps at once (one wins, 409).
 */
describe('shipping by quotation', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;

  beforeAll(async () => {
    s = await startCatalogueApp('shipping-quotes');
    await s.app.get(SettingsService).set('orders.platformFeeBps', 500);
  });

  afterAll(async () => {
    await s?.stop();
  });

  const { step, stepped, read } = orderSteps(() => s);

  /** A buyer's order of 100 kg at INR 95.00 (INR 9,500.00 of goods), shipped by quotation. */
  async function quoting() {
    const placed = await placedOrder(s, {
      title: (lot) => `Basmati rice lot ${lot} quoted shipping`,
      listing: { shipping: [{ kind: 'quote' }, { kind: 'pickup' }] },
      order: { quantity: 100, shipping: 'quote' },
      address: true,
    });
    expect(placed.answer.json()).toMatchObject({ message: m.placedForQuote });
    return placed;
  }

  it('waits for the quote; the buyer accepts the new total and pays it into escrow', async () => {
    const { trader, buyer, order } = await quoting();
    expect(order).toMatchObject({
      status: 'quoting',
      totalMinor: 950_000,
      shipping: { kind: 'quote', rateMinor: null, amountMinor: 0 },
      quotedAt: null,
      actions: ['buyer.cancel'],
    });
    expect(Date.parse(order.dueAt!) - Date.parse(order.placedAt)).toBe(48 * HOUR);
    const timer = await s.app
      .get(QueueRegistry)
      .get('orders')
      .getJob(jobIds.orderTimer({ orderId: order.id, status: 'quoting', version: 1 }));
    expect(timer?.opts.delay).toBeGreaterThan(48 * HOUR - 60_000);
    expect(await read(trader, order)).toMatchObject({ actions: ['quote', 'decline'] });
    // The seller's quote is their acceptance: nobody accepts the order as such, nobody pays yet.
    expect((await step(trader, order, 'accept')).statusCode).toBe(409);
    expect((await step(buyer, order, 'pay', card)).statusCode).toBe(409);

    const quoted = await stepped(trader, order, 'quote', {
      amountMinor: 35_000,
      currency: 'INR',
      note: 'Two sacks by road',
    });
    expect(quoted).toMatchObject({
      status: 'quoted',
      totalMinor: 985_000,
      shipping: { kind: 'quote', amountMinor: 35_000 },
      actions: ['seller.cancel'],
    });
    expect(quoted.quotedAt).not.toBeNull();
    expect(quoted.timeline.at(-1)).toMatchObject({
      type: 'quote',
      by: 'seller',
      note: `${m.quoteNote('₹350', '₹9,850')}. Two sacks by road`,
    });
    expect(Date.parse(quoted.dueAt!) - Date.parse(quoted.quotedAt!)).toBe(72 * HOUR);

    const seen = await read(buyer, order);
    expect(seen.actions).toEqual(['quote.accept', 'quote.decline']);
    const accepted = await stepped(buyer, order, 'quote/accept');
    expect(accepted).toMatchObject({ status: 'accepted', actions: ['pay', 'buyer.cancel'] });
    const paid = await stepped(buyer, order, 'pay', card);
    expect(paid).toMatchObject({ status: 'paid', totalMinor: 985_000 });
    // Escrow holds the goods and the quoted shipping.
    const [balance] = balancesAnswerSchema.parse(
      (await s.call('GET', '/balances', trader.auth)).json(),
    ).data.balances;
    expect(balance).toMatchObject({ currency: 'INR', pendingMinor: 985_000 });
    for (const row of await s.app.get(LedgerRepository).totals()) expect(row.total).toBe('0');

    // Each side was told of the other's steps.
    const notes = async (who: SignedInAccount) =>
      (
        await s.sql<{ type: string; title: string }>(
          `select "type", "title" from "notification" where "user_id" = ? order by "id"`,
          [who.id],
        )
      ).map((row) => row.title);
    expect(await notes(buyer)).toEqual([m.notify.changed(order.number, m.statuses.quoted)]);
    expect(await notes(trader)).toEqual([
      m.notify.placed(order.number, order.title),
      m.notify.changed(order.number, m.statuses.accepted),
      m.notify.changed(order.number, m.statuses.paid),
    ]);
  });

  it("checks the quote: the order's currency, not negative, within what an order holds, only the seller", async () => {
    const { trader, buyer, order } = await quoting();
    const bad = async (body: object, path: string, msg: string) => {
      const res = await step(trader, order, 'quote', body);
      expect(res.statusCode).toBe(400);
      expect(problem(res).errors).toEqual(expect.arrayContaining([{ path, msg }]));
    };
    await bad({ amountMinor: 500, currency: 'USD' }, 'currency', m.quoteCurrency('INR'));
    await bad({ amountMinor: -1, currency: 'INR' }, 'amountMinor', m.quoteAmountInvalid);
    await bad({ amountMinor: 2.5, currency: 'INR' }, 'amountMinor', m.quoteAmountInvalid);
    await bad({ amountMinor: '100', currency: 'INR' }, 'amountMinor', m.quoteAmountInvalid);
    await bad({ amountMinor: maxAmountMinor + 1, currency: 'INR' }, 'amountMinor', m.quoteTooLarge);
    await bad(
      { amountMinor: maxAmountMinor, currency: 'INR' },
      'amountMinor',
      m.quoteTotalTooLarge,
    );
    const byBuyer = await step(buyer, order, 'quote', { amountMinor: 100, currency: 'INR' });
    expect(byBuyer.statusCode).toBe(403);
    expect(problem(byBuyer).message).toBe(m.onlySeller);
    // Nothing changed; a quote of zero (sent free) is a quote.
    expect(await read(buyer, order)).toMatchObject({ status: 'quoting', totalMinor: 950_000 });
    const free = await stepped(trader, order, 'quote', { amountMinor: 0, currency: 'INR' });
    expect(free).toMatchObject({ status: 'quoted', totalMinor: 950_000 });
    // Once quoted, the figure stands: no second quote.
    expect(
      (await step(trader, order, 'quote', { amountMinor: 100, currency: 'INR' })).statusCode,
    ).toBe(409);
  });

  it('the buyer declines the quote: cancelled, nothing charged', async () => {
    const { trader, buyer, order } = await quoting();
    await stepped(trader, order, 'quote', { amountMinor: 50_000, currency: 'INR' });
    const noReason = await step(buyer, order, 'quote/decline', {});
    expect(noReason.statusCode).toBe(400);
    const declined = await stepped(buyer, order, 'quote/decline', { reason: 'Too dear' });
    expect(declined).toMatchObject({
      status: 'cancelled',
      closedBy: 'buyer',
      closeReason: 'Too dear',
      actions: [],
    });
    const moved = await s.sql<{ n: string }>(
      `select count(*) as "n" from "ledger_movement" where "order_id" = ?`,
      [order.id],
    );
    expect(moved).toEqual([{ n: '0' }]);
    expect(await read(trader, order)).toMatchObject({ status: 'cancelled' });
  });

  it('two steps at once: the quote against the buyer cancelling, accepting the quote against declining it; one wins, the other 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { trader, buyer, order } = await quoting();
      const answers = await Promise.all([
        step(trader, order, 'quote', { amountMinor: 20_000, currency: 'INR' }),
        step(buyer, order, 'cancel', { reason: 'Found it nearer' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = await read(buyer, order);
      // Whoever won, the order is where the winner left it, its total with it.
      if (answers[0].statusCode === 200) {
        expect(after).toMatchObject({ status: 'quoted', totalMinor: 970_000 });
      } else {
        expect(after).toMatchObject({ status: 'cancelled', totalMinor: 950_000 });
      }
    }
    for (let round = 0; round < 3; round++) {
      const { trader, buyer, order } = await quoting();
      await stepped(trader, order, 'quote', { amountMinor: 20_000, currency: 'INR' });
      // Two of the buyer's tabs. (Not the seller cancelling: a seller may still cancel an
      // accepted order, so that pair may rightly both succeed, one after the other.)
      const answers = await Promise.all([
        step(buyer, order, 'quote/accept'),
        step(buyer, order, 'quote/decline', { reason: 'Too dear' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = await read(buyer, order);
      expect(after.status).toBe(answers[0].statusCode === 200 ? 'accepted' : 'cancelled');
    }
  });

  it('timers: not quoted in 48 h, declined; quoted but unanswered in 72 h, cancelled', async () => {
    const first = await quoting();
    await s.app.get(OrderTimersConsumer).process({
      name: 'timer',
      data: { orderId: first.order.id, status: 'quoting', version: 1 },
    });
    expect(await read(first.buyer, first.order)).toMatchObject({
      status: 'declined',
      closedBy: 'system',
      closeReason: m.timeouts.quoting,
    });

    const second = await quoting();
    await stepped(second.trader, second.order, 'quote', { amountMinor: 100, currency: 'INR' });
    const sweep = s.app.get(OrderTimersSweep);
    const age = (ms: number) =>
      s.sql(
        `update "market_order" set "quoted_at" = now() - ? * interval '1 millisecond' where "id" = ?`,
        [ms, second.order.id],
      );
    await age(72 * HOUR - 60_000);
    await sweep.sweep();
    expect((await read(second.buyer, second.order)).status).toBe('quoted');
    await age(72 * HOUR + 1_000);
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    expect(await read(second.buyer, second.order)).toMatchObject({
      status: 'cancelled',
      closeReason: m.timeouts.quoted,
    });
  });
});
