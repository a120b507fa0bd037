import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiErrorSchema,
  listingAnswerSchema,
  messages,
  shopAnswerSchema,
} from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { orderOf, savedAddress } from '../../testing/placed-order.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import {
  postedListing,
  signedInSeller,
  type SignedInSeller,
} from '../../testing/signed-in-seller.js';

const c = messages.checkout;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

/**
 * A shop's default shipping (docs/product/orders.md, "Checkout") on real PostgreSQL: set once on
 * the shop, offered by its listings that have none of their own (in the same currency), priced
 * into the order like a listing's own; a listing's own options win.
 */
describe("a shop's default shipping", () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let n = 0;

  beforeAll(async () => {
    s = await startCatalogueApp('shop-shipping');
  });

  afterAll(async () => {
    await s?.stop();
  });

  const shopBody = () => ({
    name: `Karnal Rice Mills ${++n}`,
    place: { city: 'Karnal', country: 'IN' },
  });
  const listing = (trader: SignedInSeller, extra: Record<string, unknown> = {}) =>
    postedListing(s.app, s.call, trader, (lot) => `Basmati rice lot ${lot} shop shipping`, extra);
  const detail = async (id: string) =>
    listingAnswerSchema.parse((await s.call('GET', `/listings/${id}`)).json()).data.listing;

  it('is set on the shop, offered by listings without their own, and priced into the order', async () => {
    const body = shopBody();
    const trader = await signedInSeller(s.app, s.call, { shop: body });
    const plain = await listing(trader);
    const own = await listing(trader, { shipping: [{ kind: 'pickup' }] });
    expect((await detail(plain.id)).shipping).toEqual([{ kind: 'quote' }]);

    // Checked like a listing's options; then saved and shown with the shop.
    const twice = await s.call('PUT', '/shops/mine', trader.auth, {
      ...body,
      shipping: { currency: 'INR', options: [{ kind: 'free' }, { kind: 'free' }] },
    });
    expect(twice.statusCode).toBe(400);
    expect(problem(twice).errors).toEqual(
      expect.arrayContaining([{ path: 'shipping.options', msg: c.shipping.duplicate }]),
    );
    const saved = await s.call('PUT', '/shops/mine', trader.auth, {
      ...body,
      shipping: { currency: 'INR', options: [{ kind: 'flat', amountMinor: 12_000 }] },
    });
    expect(saved.statusCode === 200 ? 200 : saved.body).toBe(200);
    expect(shopAnswerSchema.parse(saved.json()).data.shop.shipping).toEqual({
      currency: 'INR',
      options: [{ kind: 'flat', amountMinor: 12_000 }],
    });
    // Saving the shop without naming its shipping leaves it as it was.
    const renamed = await s.call('PUT', '/shops/mine', trader.auth, {
      ...body,
      tagline: 'Aged basmati',
    });
    expect(shopAnswerSchema.parse(renamed.json()).data.shop.shipping?.options).toHaveLength(1);

    // The listing without options offers the shop's; the one with its own keeps them.
    expect((await detail(plain.id)).shipping).toEqual([{ kind: 'flat', amountMinor: 12_000 }]);
    expect((await detail(own.id)).shipping).toEqual([{ kind: 'pickup' }]);

    // The order prices the shop's option and refuses one it does not offer.
    const buyer = await signedInAccount(s.app, { role: 'user' });
    const address = await savedAddress(s.call, buyer);
    const place = (body: object) =>
      s.call('POST', `/listings/${plain.id}/orders`, buyer.auth, { quantity: 100, ...body });
    const none = await place({ addressId: address.id });
    expect(problem(none).errors).toEqual([{ path: 'shipping', msg: c.shipping.required }]);
    const pickup = await place({ shipping: 'pickup' });
    expect(problem(pickup).errors).toEqual([{ path: 'shipping', msg: c.shipping.notOffered }]);
    const order = orderOf(await place({ shipping: 'flat', addressId: address.id }));
    expect(order).toMatchObject({
      totalMinor: 950_000 + 12_000,
      shipping: { kind: 'flat', rateMinor: 12_000, amountMinor: 12_000 },
    });

    // Emptied, the shop has no default and the listing none again.
    const cleared = await s.call('PUT', '/shops/mine', trader.auth, {
      ...body,
      shipping: { currency: 'INR', options: [] },
    });
    expect(shopAnswerSchema.parse(cleared.json()).data.shop.shipping).toBeNull();
    // Nothing named by the listing or its shop: goods go by quotation.
    expect((await detail(plain.id)).shipping).toEqual([{ kind: 'quote' }]);
  });

  it('applies only to listings in its currency, and never to a service', async () => {
    const body = shopBody();
    const trader = await signedInSeller(s.app, s.call, { shop: body });
    await s.call('PUT', '/shops/mine', trader.auth, {
      ...body,
      shipping: { currency: 'USD', options: [{ kind: 'per_unit', amountMinor: 50 }] },
    });
    const rupees = await listing(trader);
    expect((await detail(rupees.id)).shipping).toEqual([{ kind: 'quote' }]);
    const dollars = await listing(trader, {
      price: { type: 'fixed', amountMinor: 150, currency: 'USD', unit: 'kg' },
    });
    expect((await detail(dollars.id)).shipping).toEqual([{ kind: 'per_unit', amountMinor: 50 }]);
    const service = await listing(trader, {
      category: 'plumber',
      minOrder: { quantity: 1, unit: 'piece' },
      price: { type: 'fixed', amountMinor: 5_000, currency: 'USD', unit: 'piece' },
    });
    expect((await detail(service.id)).shipping).toEqual([]);
  });
});
