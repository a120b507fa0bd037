import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  listingAnswerSchema,
  messages,
  orderReviewsAnswerSchema,
  reportedReviewsAnswerSchema,
  reviewAnswerSchema,
  reviewsPageAnswerSchema,
  serverEvents,
  type Role,
} from '@matchbazaar/contracts';
import { sellerRatingSql } from '@matchbazaar/db-schema';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { basmatiListingBody } from '../../testing/catalogue-fixtures.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller, type SignedInSeller } from '../../testing/signed-in-seller.js';
import { eventually } from '../../testing/signed-in-admin.js';
import { listen } from '../../testing/test-env.js';
import { ReviewsSweeper } from './reviews-sweeper.js';

const m = messages.reviews;
const DAY = 86_400_000;
type Seller = SignedInSeller & { listingId: string };
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const stateOf = (res: { json: () => unknown }) => orderReviewsAnswerSchema.parse(res.json()).data;
const pageOf = (res: { json: () => unknown }) => reviewsPageAnswerSchema.parse(res.json()).data;

describe('reviews after an order (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  const sockets: Socket[] = [];
  let n = 0;

  beforeAll(async () => {
    s = await startCatalogueApp('reviews');
    base = await listen(s.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await s?.stop();
  });

  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });

  /** A trader with a shop and one published fixed-price listing. */
  async function seller(): Promise<Seller> {
    const account = await signedInSeller(s.app, s.call, {
      shop: { name: `Rice Traders ${++n}`, place: { city: 'Karnal', country: 'IN' } },
      photos: 2,
    });
    const listing = await s.call(
      'POST',
      '/listings',
      account.auth,
      basmatiListingBody(account.images, (lot) => `Basmati rice lot ${lot} for review ${n}`),
    );
    expect(listing.statusCode).toBe(201);
    const listingId = listingAnswerSchema.parse(listing.json()).data.listing.id;
    return { ...account, listingId };
  }

  /** An order straight in the table (the orders module has its own spec), completed `daysAgo`. */
  async function order(
    buyer: SignedInAccount,
    from: Seller,
    options: { daysAgo?: number; status?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    const status = options.status ?? 'completed';
    const completedAt =
      status === 'completed' ? new Date(Date.now() - (options.daysAgo ?? 1) * DAY) : null;
    await s.sql(
      `insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "listing_id",
         "title", "kind", "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps",
         "status", "completed_at")
       values (?, ?, ?, ?, 'listing', ?, ?, 'goods', 'INR', 9500, 100, 950000, 500, ?, ?)`,
      [
        id,
        buyer.id,
        from.id,
        from.shopId,
        from.listingId,
        `Basmati order ${++n}`,
        status,
        completedAt,
      ],
    );
    return id;
  }

  const write = (
    who: SignedInAccount,
    orderId: string,
    rating: number,
    body = 'Good rice, on time.',
  ) => s.call('POST', `/orders/${orderId}/reviews`, who.auth, { rating, body });
  const read = (who: SignedInAccount, orderId: string) =>
    s.call('GET', `/orders/${orderId}/reviews`, who.auth);
  const shopPage = async (from: Seller, query = '') =>
    pageOf(await s.call('GET', `/shops/${from.shopSlug}/reviews${query}`));
  const listingPage = async (from: Seller) =>
    pageOf(await s.call('GET', `/listings/${from.listingId}/reviews`));
  const shopRating = async (from: Seller) =>
    (
      await s.sql<{ rating_average: string | null; rating_count: number }>(
        `select "rating_average", "rating_count" from "shop" where "id" = ?`,
        [from.shopId],
      )
    )[0]!;
  const listingRating = async (from: Seller) =>
    (
      await s.sql<{ rating_average: string | null; rating_count: number }>(
        `select "rating_average", "rating_count" from "listing" where "id" = ?`,
        [from.listingId],
      )
    )[0]!;
  const notificationsOf = async (who: SignedInAccount) =>
    (
      await s.sql<{ type: string; title: string }>(
        `select "type", "title" from "notification" where "user_id" = ? and "type" like 'review.%' order by "id"`,
        [who.id],
      )
    ).map((row) => row.type);

  describe('blindness', () => {
    it('keeps the first review from the other side and the public until the second is written', async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);

      const first = await write(buyer, id, 4, 'Clean grains, well packed.');
      expect(first.statusCode).toBe(201);
      const mine = stateOf(first);
      expect(mine).toMatchObject({
        viewerSide: 'buyer',
        canWrite: false,
        theirs: null,
        theirsWritten: false,
        mine: { rating: 4, body: 'Clean grains, well packed.', publishedAt: null, hidden: null },
      });

      const sellerView = stateOf(await read(from, id));
      expect(sellerView).toMatchObject({
        viewerSide: 'seller',
        canWrite: true,
        mine: null,
        theirs: null,
        theirsWritten: true,
        canReply: false,
      });
      expect(JSON.stringify(sellerView)).not.toContain('Clean grains');
      expect((await shopPage(from)).items).toEqual([]);
      expect((await shopPage(from)).summary).toMatchObject({ average: null, count: 0 });
      expect((await shopRating(from)).rating_count).toBe(0);

      const second = await write(from, id, 5, 'Paid at once, easy to deal with.');
      expect(second.statusCode).toBe(201);
      const both = stateOf(second);
      expect(both.mine?.publishedAt).not.toBeNull();
      expect(both.theirs).toMatchObject({ rating: 4, body: 'Clean grains, well packed.' });
      expect(stateOf(await read(buyer, id))).toMatchObject({
        mine: { publishedAt: both.mine?.publishedAt },
        theirs: { rating: 5, authorSide: 'seller', authorName: expect.stringContaining('Rice') },
        canReply: true,
      });

      // The shop and listing list the buyer's review of the seller only.
      const page = await shopPage(from);
      expect(page.items.map((item) => item.body)).toEqual(['Clean grains, well packed.']);
      expect(page.summary).toMatchObject({ average: 4, count: 1 });
      expect((await listingPage(from)).items).toHaveLength(1);
      expect(await shopRating(from)).toEqual({ rating_average: '4.00', rating_count: 1 });
      expect(await listingRating(from)).toEqual({ rating_average: '4.00', rating_count: 1 });

      // Both were reviewed at once: each is told "X reviewed you", nothing more.
      expect(await notificationsOf(buyer)).toEqual(['review.received']);
      expect(await notificationsOf(from)).toEqual(['review.received']);
    });

    it('publishes a lone review when the window ends: at read time, then by the sweep, once', async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from, { daysAgo: 13 });
      expect((await write(buyer, id, 2, 'Late and short by 5 kg.')).statusCode).toBe(201);
      expect(stateOf(await read(from, id)).theirs).toBeNull();

      // Two days pass: the window closed yesterday.
      await s.sql(
        `update "market_order" set "completed_at" = now() - interval '15 days' where "id" = ?`,
        [id],
      );
      await s.sql(
        `update "review" set "window_ends_at" = now() - interval '1 day' where "order_id" = ?`,
        [id],
      );
      const late = stateOf(await read(from, id));
      expect(late).toMatchObject({ canWrite: false, theirs: { rating: 2 }, canReply: true });
      expect((await shopPage(from)).summary).toMatchObject({ average: 2, count: 1 });
      expect((await write(from, id, 5)).statusCode).toBe(409);

      const sweeper = s.app.get(ReviewsSweeper);
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
      const [row] = await s.sql<{ published_at: string; window_ends_at: string }>(
        `select "published_at", "window_ends_at" from "review" where "order_id" = ?`,
        [id],
      );
      expect(new Date(row!.published_at).toISOString()).toBe(
        new Date(row!.window_ends_at).toISOString(),
      );
      expect(await shopRating(from)).toEqual({ rating_average: '2.00', rating_count: 1 });
      // A second sweep (or another BFF's) finds nothing more and tells nobody twice.
      await sweeper.sweep();
      expect(await notificationsOf(from)).toEqual(['review.received']);
      expect(await notificationsOf(buyer)).toEqual(['review.published']);
    });
  });

  describe('writing', () => {
    it('takes one review per side, from the parties only, of a completed order within 14 days', async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);
      expect((await write(buyer, id, 5)).statusCode).toBe(201);
      const again = await write(buyer, id, 1);
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.alreadyWritten);

      // A stranger learns nothing of the order: the same 404 as an id that names none.
      const stranger = await signedIn();
      const missing = await write(buyer, randomUUID(), 5);
      expect(missing.statusCode).toBe(404);
      for (const refused of [await write(stranger, id, 1), await read(stranger, id)]) {
        expect(refused.statusCode).toBe(404);
        expect(problem(refused)).toEqual(problem(missing));
      }
      expect((await write(buyer, 'not-an-id', 5)).statusCode).toBe(404);
      expect(
        (await s.call('POST', `/orders/${id}/reviews`, {}, { rating: 5, body: 'x' })).statusCode,
      ).toBe(401);

      const shipped = await order(buyer, from, { status: 'shipped' });
      const early = await write(buyer, shipped, 5);
      expect(early.statusCode).toBe(409);
      expect(problem(early).message).toBe(m.notCompleted);
      expect(stateOf(await read(buyer, shipped))).toMatchObject({
        canWrite: false,
        windowEndsAt: null,
      });

      const old = await order(buyer, from, { daysAgo: 15 });
      const late = await write(buyer, old, 5);
      expect(late.statusCode).toBe(409);
      expect(problem(late).message).toBe(m.windowClosed);
    });

    it('refuses a bad rating or an empty text with the catalogue’s words', async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);
      for (const rating of [0, 6, 3.5, '5']) {
        const res = await s.call('POST', `/orders/${id}/reviews`, buyer.auth, {
          rating,
          body: 'Fine.',
        });
        expect(res.statusCode).toBe(400);
        expect(problem(res).errors?.[0]?.msg).toBe(m.ratingInvalid);
      }
      const blank = await write(buyer, id, 5, '   ');
      expect(blank.statusCode).toBe(400);
      expect(problem(blank).errors?.[0]?.msg).toBe(m.bodyLength);
      expect((await write(buyer, id, 5, 'x'.repeat(2001))).statusCode).toBe(400);
    });

    it('lets two sides writing at the same moment publish both', async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);
      const [a, b] = await Promise.all([write(buyer, id, 3), write(from, id, 4)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const rows = await s.sql<{ published_at: Date | null }>(
        `select "published_at" from "review" where "order_id" = ?`,
        [id],
      );
      expect(rows.map((row) => row.published_at !== null)).toEqual([true, true]);
    });
  });

  describe('live', () => {
    it("tells both parties' open pages that the order's reviews changed, never what they say", async () => {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);
      const pushed = { buyer: [] as unknown[], seller: [] as unknown[] };
      const buyerSocket = await connectedSocket(base, buyer.token, sockets);
      const sellerSocket = await connectedSocket(base, from.token, sockets);
      buyerSocket.on(serverEvents.orderReviewsChanged, (p: unknown) => pushed.buyer.push(p));
      sellerSocket.on(serverEvents.orderReviewsChanged, (p: unknown) => pushed.seller.push(p));
      // Pushes leave after the answer, through Redis.
      const arrived = (count: number) =>
        eventually(() => {
          expect([pushed.buyer.length, pushed.seller.length]).toEqual([count, count]);
          return Promise.resolve();
        });

      // The first, still blind: only the order's id travels.
      expect((await write(buyer, id, 4, 'Clean grains, well packed.')).statusCode).toBe(201);
      await arrived(1);
      expect(pushed.seller).toEqual([{ orderId: id }]);
      // The second publishes both.
      expect((await write(from, id, 5)).statusCode).toBe(201);
      await arrived(2);
      // A reply to the buyer's review.
      const reviewId = stateOf(await read(from, id)).theirs!.id;
      const reply = await s.call('POST', `/reviews/${reviewId}/reply`, from.auth, {
        body: 'Thanks',
      });
      expect(reply.statusCode).toBe(200);
      await arrived(3);
      expect(pushed.buyer.at(-1)).toEqual({ orderId: id });
    });
  });

  describe('replies and reports', () => {
    async function published(): Promise<{
      buyer: SignedInAccount;
      from: Seller;
      reviewId: string;
    }> {
      const buyer = await signedIn();
      const from = await seller();
      const id = await order(buyer, from);
      await write(buyer, id, 3, 'Rice was fine, the invoice came late.');
      const blind = stateOf(await read(buyer, id)).mine!.id;
      const early = await s.call('POST', `/reviews/${blind}/reply`, from.auth, { body: 'Sorry!' });
      expect(early.statusCode).toBe(409);
      expect(problem(early).message).toBe(m.notPublishedYet);
      await write(from, id, 5);
      return { buyer, from, reviewId: blind };
    }

    it('takes one public reply from the party the review is about', async () => {
      const { buyer, from, reviewId } = await published();
      const byAuthor = await s.call('POST', `/reviews/${reviewId}/reply`, buyer.auth, {
        body: 'Hi',
      });
      expect(byAuthor.statusCode).toBe(403);
      expect(problem(byAuthor).message).toBe(m.onlySubject);

      const reply = await s.call('POST', `/reviews/${reviewId}/reply`, from.auth, {
        body: 'Thank you; we now send invoices with the goods.',
      });
      expect(reply.statusCode).toBe(200);
      expect(reviewAnswerSchema.parse(reply.json()).data.review.reply?.body).toBe(
        'Thank you; we now send invoices with the goods.',
      );
      const again = await s.call('POST', `/reviews/${reviewId}/reply`, from.auth, { body: 'More' });
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.alreadyReplied);
      expect((await shopPage(from)).items[0]?.reply?.body).toContain('invoices with the goods');
    });

    it('takes one report per member, not from the author nor of a blind review', async () => {
      const { buyer, reviewId } = await published();
      const reporter = await signedIn();
      const report = (who: SignedInAccount, id = reviewId) =>
        s.call('POST', `/reviews/${id}/report`, who.auth, { reason: 'Insults the seller.' });
      expect((await report(reporter)).statusCode).toBe(201);
      const again = await report(reporter);
      expect(again.statusCode).toBe(409);
      expect(problem(again).message).toBe(m.alreadyReported);
      expect((await report(buyer)).statusCode).toBe(403);
      expect((await report(reporter, randomUUID())).statusCode).toBe(404);

      const other = await signedIn();
      const from = await seller();
      const id = await order(other, from);
      await write(other, id, 1);
      const blind = stateOf(await read(other, id)).mine!.id;
      expect((await report(reporter, blind)).statusCode).toBe(404);
    });
  });

  describe('ratings', () => {
    it('averages and distributes the buyers’ published reviews, pages them and feeds matching', async () => {
      const from = await seller();
      for (const rating of [5, 4, 4, 1]) {
        const buyer = await signedIn();
        const id = await order(buyer, from);
        await write(buyer, id, rating, `Rated ${rating}`);
        await write(from, id, 5, 'Good buyer.');
      }
      const page = await shopPage(from, '?limit=3');
      expect(page.summary).toEqual({
        average: 3.5,
        count: 4,
        distribution: [
          { stars: 5, count: 1 },
          { stars: 4, count: 2 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 1 },
        ],
      });
      expect(page.items.map((item) => item.body)).toEqual(['Rated 1', 'Rated 4', 'Rated 4']);
      expect(page.nextCursor).not.toBeNull();
      const next = await shopPage(from, `?limit=3&cursor=${page.nextCursor}`);
      expect(next.items.map((item) => item.body)).toEqual(['Rated 5']);
      expect(next.nextCursor).toBeNull();
      expect((await s.call('GET', `/shops/${from.shopSlug}/reviews?cursor=bad!`)).statusCode).toBe(
        400,
      );
      expect(
        (await s.call('GET', `/shops/${from.shopSlug}/reviews?cursor=WyJ4Il0`)).statusCode,
      ).toBe(400);
      expect((await s.call('GET', '/shops/no-such-shop-here/reviews')).statusCode).toBe(404);
      expect((await s.call('GET', `/listings/${randomUUID()}/reviews`)).statusCode).toBe(404);
      expect(await shopRating(from)).toEqual({ rating_average: '3.50', rating_count: 4 });

      // What the worker's matching reads as the seller's rating (the same SQL, from db-schema).
      const [rated] = await s.app
        .get(EntityManager)
        .fork()
        .execute<{ rating: string | null }[]>(
          `select ${sellerRatingSql('s')} as "rating" from "listing" l join "shop" s on s."id" = l."shop_id" where l."id" = ?`,
          [from.listingId],
        );
      expect(Number(rated?.rating)).toBe(3.5);
    });

    it('lets moderators hide a reported review with a reason, which recomputes the ratings', async () => {
      const from = await seller();
      const ids: string[] = [];
      for (const rating of [5, 1]) {
        const buyer = await signedIn();
        const id = await order(buyer, from);
        await write(buyer, id, rating, `Rated ${rating} by a buyer`);
        await write(from, id, 4);
        ids.push(stateOf(await read(buyer, id)).mine!.id);
      }
      const unfair = ids[1]!;
      expect(await shopRating(from)).toEqual({ rating_average: '3.00', rating_count: 2 });
      const reporter = await signedIn();
      await s.call('POST', `/reviews/${unfair}/report`, reporter.auth, {
        reason: 'Not about rice.',
      });

      const member = await signedIn();
      expect((await s.call('GET', '/admin/reviews/reports', member.auth)).statusCode).toBe(403);
      expect(
        (await s.call('POST', `/admin/reviews/${unfair}/hide`, member.auth, { reason: 'x' }))
          .statusCode,
      ).toBe(403);

      const staff = await signedIn('support');
      const queue = reportedReviewsAnswerSchema.parse(
        (await s.call('GET', '/admin/reviews/reports', staff.auth)).json(),
      ).data.items;
      const entry = queue.find((item) => item.review.id === unfair);
      expect(entry?.reports).toMatchObject([{ reason: 'Not about rice.', resolvedAt: null }]);

      const hide = await s.call('POST', `/admin/reviews/${unfair}/hide`, staff.auth, {
        reason: 'Off topic: about another order.',
      });
      expect(hide.statusCode).toBe(200);
      expect(await shopRating(from)).toEqual({ rating_average: '5.00', rating_count: 1 });
      expect(await listingRating(from)).toEqual({ rating_average: '5.00', rating_count: 1 });
      const page = await shopPage(from);
      expect(page.items.map((item) => item.id)).toEqual([ids[0]]);
      expect(page.summary).toMatchObject({ average: 5, count: 1 });
      expect(
        (await s.call('POST', `/admin/reviews/${unfair}/hide`, staff.auth, { reason: 'again' }))
          .statusCode,
      ).toBe(409);
      const open = reportedReviewsAnswerSchema.parse(
        (await s.call('GET', '/admin/reviews/reports', staff.auth)).json(),
      ).data.items;
      expect(open.some((item) => item.review.id === unfair)).toBe(false);
      const [audit] = await s.sql<{ action: string }>(
        `select "action" from "audit_entry" where "target_id" = ? order by "created_at"`,
        [unfair],
      );
      expect(audit?.action).toBe('review.hidden');

      const unhide = await s.call('POST', `/admin/reviews/${unfair}/unhide`, staff.auth);
      expect(unhide.statusCode).toBe(200);
      expect(await shopRating(from)).toEqual({ rating_average: '3.00', rating_count: 2 });
      expect(
        (await s.call('POST', `/admin/reviews/${unfair}/dismiss`, staff.auth)).statusCode,
      ).toBe(409);
    });
  });
});
