import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  accountExportDocumentSchema,
  listingAnswerSchema,
  orderReviewsAnswerSchema,
} from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { basmatiListingBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { exportedFile } from '../../testing/exported-file.js';
import { startWorkerBeside, type WorkerBeside } from '../../testing/worker-beside.js';

const DAY = 86_400_000;

/**
 * "Download my data" holds what the account may already read (docs/product/accounts.md): a blind
 * review about the account stays out of its file as it stays out of GET /orders/:id/reviews.
 */
describe('the data export and reviews about the account (real PostgreSQL, Redis, worker)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let worker: WorkerBeside;

  beforeAll(async () => {
    s = await startCatalogueApp('export_reviews');
    worker = await startWorkerBeside(s.app);
  }, 120_000); // building and starting the worker process

  afterAll(async () => {
    await worker?.close();
    await s?.stop();
  });

  it('leaves out a blind review about the account, keeps its own blind ones and published ones about it', async () => {
    const seller = await signedInAccount(s.app, { role: 'trader', phone: '+919876543210' });
    const shop = await s.call('PUT', '/shops/mine', seller.auth, {
      name: 'Export Rice Traders',
      place: { city: 'Karnal', country: 'IN' },
    });
    expect(shop.statusCode).toBe(200);
    const photos = await uploadedPhotos(s.app, seller.id, 1);
    const posted = await s.call(
      'POST',
      '/listings',
      seller.auth,
      basmatiListingBody(photos, (lot) => `Basmati rice lot ${lot} for the export`),
    );
    const listing = listingAnswerSchema.parse(posted.json()).data.listing;
    const buyer = await signedInAccount(s.app, {});
    const order = async () => {
      const id = randomUUID();
      await s.sql(
        `insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "listing_id",
           "title", "kind", "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps",
           "status", "completed_at")
         values (?, ?, ?, ?, 'listing', ?, 'Basmati order', 'goods', 'INR', 9500, 100, 950000, 500,
           'completed', ?)`,
        [id, buyer.id, seller.id, listing.shop.id, listing.id, new Date(Date.now() - DAY)],
      );
      return id;
    };
    const write = async (who: typeof buyer, orderId: string, body: string) => {
      const res = await s.call('POST', `/orders/${orderId}/reviews`, who.auth, { rating: 2, body });
      expect(res.statusCode).toBe(201);
    };
    // The buyer's review of the seller, blind: the seller has not written theirs.
    const blindOrder = await order();
    await write(buyer, blindOrder, 'Blind words about the seller: sacks arrived torn.');
    // Both wrote on another order: both reviews are published.
    const bothOrder = await order();
    await write(buyer, bothOrder, 'Published words about the seller: good rice.');
    await write(seller, bothOrder, 'Published words about the buyer: paid on time.');
    // The seller's own blind review of the buyer on a third order.
    const ownOrder = await order();
    await write(seller, ownOrder, 'Own blind words of the seller about the buyer.');

    // What the reviews API lets the seller read of the blind one: that it was written, not what.
    const state = orderReviewsAnswerSchema.parse(
      (await s.call('GET', `/orders/${blindOrder}/reviews`, seller.auth)).json(),
    ).data;
    expect(state).toMatchObject({ theirs: null, theirsWritten: true });

    const text = await exportedFile(s.app, s.call, seller);
    const reviews = accountExportDocumentSchema.parse(JSON.parse(text)).sections.reviews as {
      body: string;
    }[];
    expect(reviews.map((review) => review.body).sort()).toEqual(
      [
        'Own blind words of the seller about the buyer.',
        'Published words about the buyer: paid on time.',
        'Published words about the seller: good rice.',
      ].sort(),
    );
    expect(text).not.toContain('Blind words about the seller');
  });
});
