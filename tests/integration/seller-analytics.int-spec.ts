import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  apiErrorSchema,
  dayOf,
  listingAnswerSchema,
  messages,
  requirementAnswerSchema,
  sellerAnalyticsAnswerSchema,
  sellerAnalyticsRateLimits,
  sellerOverviewAnswerSchema,
  type Role,
} from '@matchbazaar/contracts';
import { createDatabase, type Database } from '../../apps/worker/src/adapters/database.js';
import { SellerStatsStore } from '../../apps/worker/src/adapters/seller-stats-store.js';
import { rollupDayHandler } from '../../apps/worker/src/handlers/analytics/rollup-day.handler.js';
import { rateLimitedSchema } from '../../apps/bff/src/platform/common/rate-limited.exception.js';
import { BFF_CONFIG, type BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { startCatalogueApp } from '../../apps/bff/src/testing/catalogue-app.js';
import {
  basmatiListingBody,
  uploadedPhotos,
} from '../../apps/bff/src/testing/catalogue-fixtures.js';
import { signedInAccount } from '../../apps/bff/src/testing/signed-in-account.js';

const m = messages.sellerAnalytics;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
type Account = Awaited<ReturnType<typeof signedInAccount>>;

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const quietJob = {
  queue: 'analytics' as const,
  name: 'rollup-day',
  id: 'test',
  attemptsMade: 0,
  maxAttempts: 1,
  logger: {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
    child: () => quietJob.logger,
  },
} as unknown as Parameters<ReturnType<typeof rollupDayHandler>>[1];

let n = 0;

describe('seller analytics: views, rollups, overview and analytics (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let db: Database;
  let store: SellerStatsStore;
  let seller: Account;
  let buyer: Account;
  let listingId: string;
  let secondListingId: string;
  let shopId: string;
  const today = dayOf(new Date());
  const yesterday = addDays(today, -1);

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    s.app.get(EntityManager).fork().execute<T[]>(text, params);
  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });

  /** Opens the listing's page as a client would. */
  const view = (
    id: string,
    who: { auth?: Record<string, string>; agent?: string | null; ip?: string } = {},
  ) =>
    s.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${id}`,
      remoteAddress: who.ip ?? '203.0.113.10',
      // An empty agent stands for none (the test client would send its own name instead).
      headers: { ...who.auth, 'user-agent': who.agent === null ? '' : (who.agent ?? chrome) },
    });

  const visits = async (id: string) =>
    Number(
      (
        await sql<{ n: string }>(
          `select count(*) as n from "listing_visit" where "listing_id" = ?`,
          [id],
        )
      )[0]!.n,
    );

  async function order(
    fields: {
      status: string;
      placedAt: Date;
      completedAt?: Date;
      total: number;
      refunded?: number;
    },
    currency: 'USD' | 'INR' = 'INR',
    listing: string | null = listingId,
  ) {
    await sql(
      `insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "listing_id", "title", "kind",
         "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps", "refunded_minor", "status", "placed_at", "completed_at")
       values (?, ?, ?, ?, 'listing', ?, 'Basmati rice', 'goods', ?, ?, 1, ?, 500, ?, ?, ?, ?)`,
      [
        randomUUID(),
        buyer.id,
        seller.id,
        shopId,
        listing,
        currency,
        fields.total,
        fields.total,
        fields.refunded ?? 0,
        fields.status,
        fields.placedAt,
        fields.completedAt ?? null,
      ],
    );
  }

  beforeAll(async () => {
    s = await startCatalogueApp('seller_analytics');
    db = createDatabase(s.app.get<BffConfig>(BFF_CONFIG).DATABASE_URL, 2);
    store = new SellerStatsStore(db);
    seller = await signedIn('trader');
    buyer = await signedIn('user');
    const shop = await s.call('PUT', '/shops/mine', seller.auth, {
      name: `Analytics Rice Co ${++n}`,
      place: { city: 'Karnal', country: 'IN' },
    });
    expect(shop.statusCode).toBe(200);
    shopId = shop.json<{ data: { shop: { id: string } } }>().data.shop.id;
    const images = await uploadedPhotos(s.app, seller.id);
    const body = (lot: string) =>
      basmatiListingBody(images, () => `Long grain basmati rice, 25kg sack, lot ${lot}`);
    for (const lot of ['A', 'B']) {
      const res = await s.call('POST', '/listings', seller.auth, body(lot));
      expect(res.statusCode).toBe(201);
      const id = listingAnswerSchema.parse(res.json()).data.listing.id;
      if (lot === 'A') listingId = id;
      else secondListingId = id;
    }
  });

  afterAll(async () => {
    await db?.end();
    await s?.stop();
  });

  describe('recording views', () => {
    it('counts a viewer once a day, leaves out bots, the seller and clients without an agent', async () => {
      const other = await signedIn('user');
      // A signed-in buyer twice, from two addresses: one view.
      expect((await view(listingId, { auth: buyer.auth, ip: '198.51.100.1' })).statusCode).toBe(
        200,
      );
      expect((await view(listingId, { auth: buyer.auth, ip: '198.51.100.2' })).statusCode).toBe(
        200,
      );
      // Another account: another view.
      await view(listingId, { auth: other.auth });
      // A visitor twice from one address and browser: one view; another browser there: another.
      await view(listingId, { ip: '192.0.2.7' });
      await view(listingId, { ip: '192.0.2.7' });
      await view(listingId, { ip: '192.0.2.7', agent: firefox });
      // One IPv6 line (/64) with one browser is one visitor.
      await view(listingId, { ip: '2001:db8:1:2::10' });
      await view(listingId, { ip: '2001:db8:1:2::99' });
      // Not counted: a crawler, no user agent, the listing's own seller.
      await view(listingId, { agent: googlebot, ip: '66.249.66.1' });
      await view(listingId, { agent: null, ip: '192.0.2.99' });
      await view(listingId, { auth: seller.auth });
      expect(await visits(listingId)).toBe(5);
      const rows = await sql<{ viewer_key: string; seller_id: string; day: string }>(
        `select "viewer_key", "seller_id", to_char("day", 'YYYY-MM-DD') as "day" from "listing_visit" where "listing_id" = ?`,
        [listingId],
      );
      // Keys are hashes: neither the account nor the address is stored.
      for (const row of rows) {
        expect(row.viewer_key).toMatch(/^[\w-]{32}$/);
        expect(row.viewer_key).not.toContain(buyer.id);
        expect(row.seller_id).toBe(seller.id);
        expect(row.day).toBe(today);
      }
    });

    it('does not count a view of a listing that is not published', async () => {
      const pause = (action: 'pause' | 'resume') =>
        s.call('POST', `/listings/${secondListingId}/status`, seller.auth, { action });
      expect((await pause('pause')).statusCode).toBe(200);
      await view(secondListingId, { auth: buyer.auth });
      expect(await visits(secondListingId)).toBe(0);
      expect((await pause('resume')).statusCode).toBe(200);
    });
  });

  describe('the overview', () => {
    it('is for sellers: 401 signed out, 403 with the reason for a buyer', async () => {
      expect((await s.call('GET', '/seller/overview')).statusCode).toBe(401);
      const res = await s.call('GET', '/seller/overview', buyer.auth);
      expect(res.statusCode).toBe(403);
      expect(problem(res).message).toBe(m.sellersOnly);
    });

    it("counts today's views, inquiries, proposals and orders as they happen, with the to-do list", async () => {
      const inquiry = await s.call('POST', `/listings/${listingId}/inquiries`, buyer.auth, {
        messageId: randomUUID(),
        message: 'Is the lot A still available in 100 bags?',
      });
      expect(inquiry.statusCode).toBeLessThan(300);
      const requirement = await s.call('POST', '/requirements', buyer.auth, {
        title: `Need 500 kg of basmati rice ${++n}`,
        description: 'Looking for a supplier of basmati rice, long grain, packed in 25 kg bags.',
        category: 'basmati',
        quantity: { amount: 500, unit: 'kg' },
        budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
        urgency: 'medium',
        place: { city: 'Mumbai', country: 'IN' },
        intent: 'publish',
      });
      expect(requirement.statusCode).toBe(201);
      const requirementId = requirementAnswerSchema.parse(requirement.json()).data.requirement.id;
      const proposal = await s.call(
        'POST',
        `/requirements/${requirementId}/proposals`,
        seller.auth,
        {
          unitPriceMinor: 1_250,
          currency: 'INR',
          quantity: 500,
          deliveryDays: 7,
          validUntil: addDays(today, 14),
          message: 'We can deliver in 25 kg bags within a week.',
        },
      );
      expect(proposal.statusCode).toBe(201);
      const now = new Date();
      await order({ status: 'placed', placedAt: now, total: 50_000 });
      await order({ status: 'paid', placedAt: now, total: 70_000 });
      await order({
        status: 'completed',
        placedAt: now,
        completedAt: now,
        total: 30_000,
        refunded: 5_000,
      });
      await order({ status: 'completed', placedAt: now, completedAt: now, total: 1_999 }, 'USD');

      const res = await s.call('GET', '/seller/overview', seller.auth);
      expect(res.statusCode).toBe(200);
      const overview = sellerOverviewAnswerSchema.parse(res.json()).data;
      expect(overview.today).toBe(today);
      const expected = {
        views: 5,
        inquiries: 1,
        proposals: 1,
        orders: 4,
        // Per currency, never summed: INR 300.00 less 50.00 refunded, and USD 19.99.
        revenue: [
          { currency: 'USD', completed: 1, amountMinor: 1_999 },
          { currency: 'INR', completed: 1, amountMinor: 25_000 },
        ],
      };
      expect(overview.periods.today).toEqual(expected);
      expect(overview.periods.last7).toEqual(expected);
      expect(overview.periods.last30).toEqual(expected);
      expect(overview.tasks).toEqual({
        inquiriesToAnswer: 1,
        ordersToAccept: 1,
        ordersToShip: 1,
        newLeads: 0,
      });
      expect(overview.listings).toBe(2);
    });

    it('is all zeros for a new seller, with no listings', async () => {
      const fresh = await signedIn('trader');
      const res = await s.call('GET', '/seller/overview', fresh.auth);
      expect(res.statusCode).toBe(200);
      const overview = sellerOverviewAnswerSchema.parse(res.json()).data;
      const none = { views: 0, inquiries: 0, proposals: 0, orders: 0, revenue: [] };
      expect(overview.periods).toEqual({ today: none, last7: none, last30: none });
      expect(overview.response).toEqual({ rate: null, minutes: null });
      expect(overview.listings).toBe(0);
    });
  });

  describe('the rollup job', () => {
    beforeAll(async () => {
      // Yesterday's activity: three views of A and one of B, an inquiry, two orders, one completed.
      const yesterdayNoon = new Date(`${yesterday}T12:00:00Z`);
      for (const key of ['k1', 'k2', 'k3'])
        await sql(
          `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id") values (?, ?, ?, ?)`,
          [yesterday, listingId, key, seller.id],
        );
      await sql(
        `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id") values (?, ?, 'k1', ?)`,
        [yesterday, secondListingId, seller.id],
      );
      const other = await signedIn('user');
      const inquiry = await s.call('POST', `/listings/${secondListingId}/inquiries`, other.auth, {
        messageId: randomUUID(),
        message: 'Do you ship lot B to Pune?',
      });
      expect(inquiry.statusCode).toBeLessThan(300);
      await sql(
        `update "conversation" set "inquired_at" = ?, "created_at" = ? where "subject_id" = ? and "buyer_id" = ?`,
        [yesterdayNoon, yesterdayNoon, secondListingId, other.id],
      );
      await order({ status: 'shipped', placedAt: yesterdayNoon, total: 10_000 });
      await order(
        { status: 'completed', placedAt: yesterdayNoon, completedAt: yesterdayNoon, total: 40_000 },
        'INR',
        secondListingId,
      );
      // Cancelled orders still count as placed; they bring no revenue.
      await order({ status: 'cancelled', placedAt: yesterdayNoon, total: 9_000 }, 'INR', null);
    });

    const rolled = async () => ({
      listings: await sql(
        `select "listing_id", "category", "views", "inquiries", "orders" from "listing_daily_stat"
         where "seller_id" = ? and "day" = ? order by "views" desc`,
        [seller.id, yesterday],
      ),
      seller: await sql(
        `select "views", "inquiries", "proposals", "orders" from "seller_daily_stat" where "seller_id" = ? and "day" = ?`,
        [seller.id, yesterday],
      ),
      revenue: await sql(
        `select "currency", "completed", "revenue_minor"::int as "revenue_minor" from "seller_daily_revenue" where "seller_id" = ? and "day" = ?`,
        [seller.id, yesterday],
      ),
      months: await sql(
        `select "listing_id", "views", "inquiries", "orders" from "listing_monthly_stat"
         where "seller_id" = ? and "month" = date_trunc('month', ?::date)::date order by "views" desc`,
        [seller.id, yesterday],
      ),
    });

    it('rolls a day up per listing, per seller and per currency, the same however often it runs', async () => {
      const handler = rollupDayHandler({ store });
      await handler({ day: yesterday }, quietJob);
      const first = await rolled();
      expect(first.listings).toEqual([
        { listing_id: listingId, category: 'basmati', views: 3, inquiries: 0, orders: 1 },
        { listing_id: secondListingId, category: 'basmati', views: 1, inquiries: 1, orders: 1 },
      ]);
      expect(first.seller).toEqual([{ views: 4, inquiries: 1, proposals: 0, orders: 3 }]);
      expect(first.revenue).toEqual([{ currency: 'INR', completed: 1, revenue_minor: 40_000 }]);
      // The month holds yesterday's rows (and today's, once today was rolled up too).
      expect(first.months.length).toBeGreaterThanOrEqual(2);

      // Again, twice at once: the same rows.
      await Promise.all([
        handler({ day: yesterday }, quietJob),
        handler({ day: yesterday }, quietJob),
      ]);
      expect(await rolled()).toEqual(first);
    });

    it('without a day rolls up yesterday and today, and refuses days outside the window', async () => {
      await rollupDayHandler({ store })({}, quietJob);
      const [todayRow] = await sql<{ views: number; orders: number }>(
        `select "views", "orders" from "seller_daily_stat" where "seller_id" = ? and "day" = ?`,
        [seller.id, today],
      );
      expect(todayRow).toEqual(expect.objectContaining({ views: 5, orders: 4 }));
      const before = await sql(`select count(*) as n from "seller_daily_stat"`);
      await rollupDayHandler({ store })({ day: addDays(today, 1) }, quietJob);
      await rollupDayHandler({ store })({ day: addDays(today, -40) }, quietJob);
      expect(await sql(`select count(*) as n from "seller_daily_stat"`)).toEqual(before);
    });

    it('drops raw views past their 35 days', async () => {
      await sql(
        `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id") values (?, ?, 'old', ?)`,
        [addDays(today, -36), listingId, seller.id],
      );
      expect(await store.purgeVisits(today)).toBe(1);
      expect(await visits(listingId)).toBe(5 + 3);
    });
  });

  describe('the analytics', () => {
    const analytics = async (who: Account, query = '') => {
      const res = await s.call('GET', `/seller/analytics${query}`, who.auth);
      expect(res.statusCode).toBe(200);
      return sellerAnalyticsAnswerSchema.parse(res.json()).data;
    };

    it('answers the last 30 days by default: series, totals, funnel, top listings, categories', async () => {
      const data = await analytics(seller);
      expect(data.to).toBe(today);
      expect(data.from).toBe(addDays(today, -29));
      expect(data.series).toHaveLength(30);
      expect(data.currencies).toEqual(['USD', 'INR']);
      const [y, t] = data.series.slice(-2);
      expect(y).toEqual({
        day: yesterday,
        views: 4,
        inquiries: 1,
        proposals: 0,
        orders: 3,
        revenue: [
          { currency: 'USD', completed: 0, amountMinor: 0 },
          { currency: 'INR', completed: 1, amountMinor: 40_000 },
        ],
      });
      expect(t).toEqual(
        expect.objectContaining({ day: today, views: 5, inquiries: 1, proposals: 1, orders: 4 }),
      );
      expect(data.totals).toEqual({
        views: 9,
        inquiries: 2,
        proposals: 1,
        orders: 7,
        revenue: [
          { currency: 'USD', completed: 1, amountMinor: 1_999 },
          { currency: 'INR', completed: 2, amountMinor: 65_000 },
        ],
      });
      expect(data.funnel).toEqual({
        views: 9,
        inquiries: 2,
        orders: 7,
        inquiryRate: 22,
        orderRate: 78,
      });
      // Today's live counts join yesterday's rollup: A 3 + 5 views, B 1. The cancelled order had
      // no listing: it counts for the seller, not for a listing or category.
      expect(data.topListings.map((row) => [row.id, row.views, row.inquiries, row.orders])).toEqual(
        [
          [listingId, 8, 1, 5],
          [secondListingId, 1, 1, 1],
        ],
      );
      expect(data.topListings[0]?.title).toContain('lot A');
      expect(data.categories).toEqual([{ category: 'basmati', views: 9, inquiries: 2, orders: 6 }]);
    });

    it('reads a range that ended before today from the rollups alone', async () => {
      const data = await analytics(seller, `?from=${yesterday}&to=${yesterday}`);
      expect(data.series.map((day) => day.views)).toEqual([4]);
      expect(data.currencies).toEqual(['INR']);
      expect(data.topListings.map((row) => row.views)).toEqual([3, 1]);
    });

    it('reads whole months from the monthly rollup and the edges from the daily one', async () => {
      // Two years back to yesterday: the month rows and the day rows must not count a day twice.
      const data = await analytics(seller, `?from=${addDays(yesterday, -730)}&to=${yesterday}`);
      expect(data.series).toHaveLength(731);
      expect(data.topListings.map((row) => row.views)).toEqual([3, 1]);
      expect(data.categories).toEqual([{ category: 'basmati', views: 4, inquiries: 1, orders: 2 }]);
    });

    it.each([
      ['?from=2026-02-30', m.dayInvalid],
      ['?from=yesterday', m.dayInvalid],
      [`?from=${today}&to=${yesterday}`, m.rangeBackwards],
      [`?from=${addDays(today, -731)}&to=${today}`, m.rangeTooLong],
      [`?to=${addDays(today, 1)}`, m.rangeInFuture],
      // With `to` left out the range ends today, and is bounded all the same.
      ['?from=0001-01-01', m.rangeTooLong],
      [`?from=${addDays(today, -731)}`, m.rangeTooLong],
      ['?from=<a long string>', m.dayInvalid],
    ])('refuses %s with a 400 that says why', async (query, message) => {
      const sent = query.replace('<a long string>', '9'.repeat(100_000));
      const res = await s.call('GET', `/seller/analytics${sent}`, seller.auth);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(problem(res))).toContain(message);
    });

    it('bounds the CSV as the figures: a left-out end is today, and the range still at most 731 days', async () => {
      const res = await s.call('GET', '/seller/analytics.csv?from=0001-01-01', seller.auth);
      expect(res.statusCode).toBe(400);
      expect(problem(res).message).toBe(m.rangeTooLong);
      const longest = await s.call(
        'GET',
        `/seller/analytics.csv?from=${addDays(today, -730)}`,
        seller.auth,
      );
      expect(longest.statusCode).toBe(200);
      expect(longest.body.split('\r\n')).toHaveLength(1 + 731 + 1);
    });

    it(`lets an account read ${sellerAnalyticsRateLimits.readsPerMinute} times and download ${sellerAnalyticsRateLimits.exportsPerMinute} CSVs a minute, then answers 429`, async () => {
      const me = await signedIn('trader');
      const reads = ['/seller/overview', '/seller/analytics'];
      for (let i = 0; i < sellerAnalyticsRateLimits.readsPerMinute; i++) {
        expect((await s.call('GET', reads[i % 2]!, me.auth)).statusCode).toBe(200);
      }
      const read = await s.call('GET', '/seller/analytics?from=0001-01-01', me.auth);
      expect(read.statusCode).toBe(429);
      expect(rateLimitedSchema.parse(read.json()).message).toBe(m.tooManyReads);
      expect(Number(read.headers['retry-after'])).toBeGreaterThan(0);
      // Downloads count apart from reads.
      for (let i = 0; i < sellerAnalyticsRateLimits.exportsPerMinute; i++) {
        expect((await s.call('GET', '/seller/analytics.csv', me.auth)).statusCode).toBe(200);
      }
      const csv = await s.call('GET', '/seller/analytics.csv', me.auth);
      expect(csv.statusCode).toBe(429);
      expect(rateLimitedSchema.parse(csv.json()).message).toBe(m.tooManyExports);
      // Another account is not held back.
      expect((await s.call('GET', '/seller/analytics', seller.auth)).statusCode).toBe(200);
    });

    it('is for sellers only', async () => {
      expect((await s.call('GET', '/seller/analytics')).statusCode).toBe(401);
      const res = await s.call('GET', '/seller/analytics', buyer.auth);
      expect(res.statusCode).toBe(403);
      expect(problem(res).message).toBe(m.sellersOnly);
      expect((await s.call('GET', '/seller/analytics.csv', buyer.auth)).statusCode).toBe(403);
    });

    it('downloads the same range as CSV', async () => {
      const res = await s.call(
        'GET',
        `/seller/analytics.csv?from=${yesterday}&to=${today}`,
        seller.auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="matchbazaar-analytics-${yesterday}-to-${today}.csv"`,
      );
      expect(res.body.split('\r\n')).toEqual([
        'date,views,inquiries,proposals,orders,completed_orders_USD,revenue_USD,completed_orders_INR,revenue_INR',
        `${yesterday},4,1,0,3,0,0.00,1,400.00`,
        `${today},5,1,1,4,1,19.99,1,250.00`,
        '',
      ]);
      const bad = await s.call(
        'GET',
        `/seller/analytics.csv?from=${today}&to=${yesterday}`,
        seller.auth,
      );
      expect(bad.statusCode).toBe(400);
    });

    it('shows a new seller an empty range, not an error', async () => {
      const fresh = await signedIn('trader');
      const data = await analytics(fresh, '?from=2026-01-01&to=2026-01-31');
      expect(data.series).toHaveLength(31);
      expect(data.totals.views).toBe(0);
      expect(data.funnel.inquiryRate).toBeNull();
      expect(data.topListings).toEqual([]);
      expect(data.categories).toEqual([]);
    });

    it('keeps running totals across months whatever order days are rolled up in, and carries a re-rolled day forward', async () => {
      // Older days in other months: A seen twice 70 days back and once 10 days back, B six times
      // 40 days back; rolled up out of order. Yesterday still holds A 3, B 1.
      const [d70, d40, d10] = [70, 40, 10].map((back) => addDays(yesterday, -back)) as [
        string,
        string,
        string,
      ];
      const seen = async (day: string, id: string, viewers: number, from = 0) => {
        for (let i = from; i < from + viewers; i++)
          await sql(
            `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id") values (?, ?, ?, ?)`,
            [day, id, `old-${i}`, seller.id],
          );
      };
      await seen(d70, listingId, 2);
      await seen(d10, listingId, 1);
      await seen(d40, secondListingId, 6);
      // The store itself: the job refuses days past the raw views' 35, which these test.
      for (const day of [d10, d70, d40]) await store.rollupDay(day);

      const views = async (from: string, to: string) =>
        (await analytics(seller, `?from=${from}&to=${to}`)).topListings.map((row) => [
          row.id,
          row.views,
        ]);
      expect(await views(d70, yesterday)).toEqual([
        [secondListingId, 7],
        [listingId, 6],
      ]);
      expect(await views(d40, d10)).toEqual([
        [secondListingId, 6],
        [listingId, 1],
      ]);
      expect(await views(d70, d70)).toEqual([[listingId, 2]]);
      const twoYears = await analytics(seller, `?from=${addDays(yesterday, -730)}&to=${yesterday}`);
      expect(twoYears.categories.map((row) => row.views)).toEqual([13]);

      // Each listing has a running row in every rolled-up month since its first (today was rolled
      // up too, above).
      const months = await sql<{ listing_id: string; n: string }>(
        `select "listing_id", count(*) as n from "listing_running_stat" where "seller_id" = ? group by 1`,
        [seller.id],
      );
      const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
      const monthsSince = (day: string) => monthIndex(today) - monthIndex(day) + 1;
      expect(Object.fromEntries(months.map((row) => [row.listing_id, Number(row.n)]))).toEqual({
        [listingId]: monthsSince(d70),
        [secondListingId]: monthsSince(d40),
      });

      // Rolling a day up again with nothing new rewrites no running row (the hourly rollup of
      // today reads every listing's row but writes only those that changed).
      const versions = async () =>
        Object.fromEntries(
          (
            await sql<{ key: string; version: string }>(
              `select "listing_id" || ' ' || "month" as "key", xmin::text as "version"
               from "listing_running_stat" where "seller_id" = ?`,
              [seller.id],
            )
          ).map((row) => [row.key, row.version]),
        );
      const before = await versions();
      await store.rollupDay(d70);
      expect(await versions()).toEqual(before);

      // A view found late for the oldest day: re-rolling it carries it into every later month,
      // and only the listing it belongs to gets new rows.
      await seen(d70, listingId, 2, 100);
      await store.rollupDay(d70);
      expect(await views(d70, yesterday)).toEqual([
        [listingId, 8],
        [secondListingId, 7],
      ]);
      const after = await versions();
      const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
      expect(changed.length).toBe(monthsSince(d70));
      expect(changed.every((key) => key.startsWith(listingId))).toBe(true);
    });
  });
});
