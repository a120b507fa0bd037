import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountExportDocumentSchema } from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { exportedFile } from '../../testing/exported-file.js';
import { placedOrder } from '../../testing/placed-order.js';
import { startWorkerBeside, type WorkerBeside } from '../../testing/worker-beside.js';

/**
 * "Download my data" and checkout (docs/product/orders.md, "Checkout"): the buyer's file holds
 * their address book and, on each order, the shipping chosen and the address it went to.
 */
describe('the data export and checkout (real PostgreSQL, Redis, worker)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let worker: WorkerBeside;

  beforeAll(async () => {
    s = await startCatalogueApp('export_checkout');
    worker = await startWorkerBeside(s.app);
  }, 120_000); // building and starting the worker process

  afterAll(async () => {
    await worker?.close();
    await s?.stop();
  });

  it("holds the address book and each order's address and shipping", async () => {
    const { buyer, address, order } = await placedOrder(s, {
      shop: { name: 'Export Checkout Rice', place: { city: 'Karnal', country: 'IN' } },
      title: (lot) => `Basmati rice lot ${lot} for the export`,
      listing: { shipping: [{ kind: 'flat', amountMinor: 15_000 }] },
      order: { quantity: 100, shipping: 'flat' },
      address: {
        country: 'US',
        name: 'Ada Lovelace',
        phone: '(415) 555-0134',
        line1: '500 Market Street',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
      },
    });

    const file = accountExportDocumentSchema.parse(
      JSON.parse(await exportedFile(s.app, s.call, buyer)),
    );
    const book = file.sections.deliveryAddresses as Record<string, unknown>[];
    expect(book).toEqual([
      expect.objectContaining({
        id: address!.id,
        line1: '500 Market Street',
        postalCode: '94105',
        isDefault: true,
      }),
    ]);
    const orders = file.sections.orders as Record<string, unknown>[];
    expect(orders).toEqual([
      expect.objectContaining({
        id: order.id,
        shippingKind: 'flat',
        deliveryAddress: expect.objectContaining({ city: 'San Francisco', state: 'CA' }),
      }),
    ]);
    expect(Number(orders[0]!.shippingMinor)).toBe(15_000);
    expect(Number(orders[0]!.totalMinor)).toBe(965_000);
  });
});
