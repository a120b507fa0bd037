import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountExportDocumentSchema, shopAnswerSchema } from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { exportedFile } from '../../testing/exported-file.js';
import { verifiedPayoutMethod } from '../../testing/verified-payout-method.js';
import { startWorkerBeside, type WorkerBeside } from '../../testing/worker-beside.js';

/**
 * "Download my data" and the payment provider's outbox (docs/decisions/0031 and 0035): an account
 * finds the captures and refunds of what it bought and the payouts to it, without the provider's
 * handles, and nothing of the other side's money.
 */
describe('the data export and payment intents (real PostgreSQL, Redis, worker)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let worker: WorkerBeside;

  beforeAll(async () => {
    s = await startCatalogueApp('export_payments');
    worker = await startWorkerBeside(s.app);
  }, 120_000); // building and starting the worker process

  afterAll(async () => {
    await worker?.close();
    await s?.stop();
  });

  const exportOf = (account: { id: string; auth: Record<string, string> }) =>
    exportedFile(s.app, s.call, account);

  it("holds the buyer's captures and refunds and the seller's payouts, without the provider's handles", async () => {
    const seller = await signedInAccount(s.app, { role: 'trader' });
    const shop = await s.call('PUT', '/shops/mine', seller.auth, {
      name: 'Export Payments Traders',
      place: { city: 'Karnal', country: 'IN' },
    });
    const shopId = shopAnswerSchema.parse(shop.json()).data.shop.id;
    const buyer = await signedInAccount(s.app, {});
    const orderId = randomUUID();
    await s.sql(
      `insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "title",
         "kind", "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps", "status",
         "refunded_minor", "payment_ref")
       values (?, ?, ?, ?, 'listing', 'Basmati order', 'goods', 'INR', 9500, 100, 950000, 500,
         'paid', 1000, 'auth_buyer_card_secret')`,
      [orderId, buyer.id, seller.id, shopId],
    );
    const payoutId = randomUUID();
    await s.sql(
      `insert into "payout" ("id", "seller_id", "currency", "amount_minor", "status", "idempotency_key")
       values (?, ?, 'INR', 50000, 'pending', 'seller-payout-key-secret')`,
      [payoutId, seller.id],
    );
    const intent = (
      kind: string,
      target: { orderId?: string; payoutId?: string; sellerId?: string },
      amount: number,
      key: string,
      extra: { providerRef?: string; failure?: string; state: string },
    ) =>
      s.sql(
        `insert into "payment_intent" ("id", "kind", "order_id", "payment_ref", "payout_id",
           "seller_id", "amount_minor", "currency", "idempotency_key", "state", "provider_ref", "failure")
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, 'INR', ?, ?, ?, ?)`,
        [
          kind,
          target.orderId ?? null,
          target.orderId ? 'auth_buyer_card_secret' : null,
          target.payoutId ?? null,
          target.sellerId ?? null,
          amount,
          key,
          extra.state,
          extra.providerRef ?? null,
          extra.failure ?? null,
        ],
      );
    await intent('capture', { orderId }, 950000, 'capture-key-secret', {
      state: 'succeeded',
      providerRef: 'provider_capture_ref_secret',
    });
    await intent('refund', { orderId }, 1000, 'refund-key-secret', {
      state: 'pending',
      failure: 'no answer from http://gateway.internal:8443',
    });
    await intent('payout', { payoutId, sellerId: seller.id }, 50000, 'payout-key-secret', {
      state: 'pending',
    });

    const intentsIn = (text: string) =>
      (
        accountExportDocumentSchema.parse(JSON.parse(text)).sections.paymentIntents as {
          kind: string;
          state: string;
          amountMinor: number | string;
        }[]
      ).map(({ kind, state, amountMinor }) => `${kind} ${state} ${Number(amountMinor)}`);
    const secrets = [
      'auth_buyer_card_secret',
      'capture-key-secret',
      'refund-key-secret',
      'payout-key-secret',
      'seller-payout-key-secret',
      'provider_capture_ref_secret',
      'gateway.internal',
    ];

    const buyerFile = await exportOf(buyer);
    expect(intentsIn(buyerFile)).toEqual(['capture succeeded 950000', 'refund pending 1000']);
    for (const secret of secrets) expect(buyerFile).not.toContain(secret);

    const sellerFile = await exportOf(seller);
    expect(intentsIn(sellerFile)).toEqual(['payout pending 50000']);
    for (const secret of secrets) expect(sellerFile).not.toContain(secret);
  });

  it("holds the seller's payout methods by their last 4 only, never the sealed number or the provider's reference", async () => {
    const seller = await signedInAccount(s.app, { role: 'trader' });
    const method = await verifiedPayoutMethod(s.call, seller.auth, '50100123456789');
    const [stored] = await s.sql<{ number_sealed: string; provider_ref: string }>(
      `select "number_sealed", "provider_ref" from "payout_method" where "id" = ?`,
      [method.id],
    );
    const file = await exportOf(seller);
    const sections = accountExportDocumentSchema.parse(JSON.parse(file)).sections;
    expect(sections.payoutMethods).toEqual([
      expect.objectContaining({ last4: '6789', bank: 'HDFC0001234', state: 'verified' }),
    ]);
    expect(sections.payoutMethodChanges).toEqual([expect.objectContaining({ change: 'added' })]);
    for (const secret of ['50100123456789', stored!.number_sealed, stored!.provider_ref]) {
      expect(file).not.toContain(secret);
    }
  });
});
