import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addressAnswerSchema,
  addressesAnswerSchema,
  apiErrorSchema,
  maxAddresses,
  messages,
  proposalAnswerSchema,
  requirementAnswerSchema,
  type SavedAddress,
} from '@matchbazaar/contracts';
import { accountExportSections } from '@matchbazaar/db-schema';
import { erasureSteps } from '../../identity/account-erasure/account-erasure.repository.js';
import { AccountErasureService } from '../../identity/account-erasure/account-erasure.service.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { orderOf } from '../../testing/placed-order.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { postedListing, signedInSeller } from '../../testing/signed-in-seller.js';

const a = messages.checkout.addresses;
const c = messages.checkout;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

const home = {
  country: 'IN',
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road, Indiranagar',
  line2: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560 038',
};
const office = {
  country: 'US',
  name: 'Asha Rao',
  phone: '(415) 555-0134',
  line1: '500 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105-1234',
};

/**
 * Checkout for goods (docs/product/orders.md, "Checkout") through the routes on real PostgreSQL
 * and Redis: the address book (owner only, one default, a cap), the listing's shipping options,
 * and the order's total worked out by the BFF with the address and shipping kept on the order.
 */
describe('checkout: addresses, shipping and the order total', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let n = 0;

  beforeAll(async () => {
    s = await startCatalogueApp('checkout');
  });

  afterAll(async () => {
    await s?.stop();
  });

  const buyer = () => signedInAccount(s.app, { role: 'user' });
  const seller = () =>
    signedInSeller(s.app, s.call, {
      shop: { name: `Karnal Rice ${++n}`, place: { city: 'Karnal', country: 'IN' } },
    });
  const add = async (who: SignedInAccount, body: object = home) => {
    const res = await s.call('POST', '/account/addresses', who.auth, body);
    expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
    return addressAnswerSchema.parse(res.json()).data.address;
  };
  const list = async (who: SignedInAccount) =>
    addressesAnswerSchema.parse((await s.call('GET', '/account/addresses', who.auth)).json()).data
      .addresses;
  const listing = (trader: SignedInAccount, extra: Record<string, unknown> = {}) =>
    postedListing(s.app, s.call, trader, (lot) => `Basmati rice lot ${lot} for checkout`, extra);

  it('keeps addresses per country with their own checks, one default, only for their owner', async () => {
    const asha = await buyer();
    const first = await add(asha);
    expect(first).toMatchObject({
      postalCode: '560038',
      phone: '+91 98450 12345',
      isDefault: true,
    });
    const second = await add(asha, { ...office, isDefault: true });
    expect(second).toMatchObject({ state: 'CA', postalCode: '94105-1234', isDefault: true });
    expect((await list(asha)).map((x) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Per-country checks, each with its own words.
    const bad = async (body: object, path: string, msg: string) => {
      const res = await s.call('POST', '/account/addresses', asha.auth, body);
      expect(res.statusCode).toBe(400);
      expect(problem(res).errors).toEqual(expect.arrayContaining([{ path, msg }]));
    };
    await bad({ ...home, postalCode: '056003' }, 'postalCode', a.pinInvalid);
    await bad({ ...home, state: 'CA' }, 'state', a.stateInvalidIN);
    await bad({ ...office, postalCode: '9410' }, 'postalCode', a.zipInvalid);
    await bad({ ...office, state: 'Karnataka' }, 'state', a.stateInvalidUS);
    await bad({ ...home, phone: '12345' }, 'phone', a.phoneInvalid);

    // Another account sees it as missing, and cannot change or remove it.
    const other = await buyer();
    for (const [method, url, body] of [
      ['PUT', `/account/addresses/${first.id}`, home],
      ['POST', `/account/addresses/${first.id}/default`, undefined],
      ['DELETE', `/account/addresses/${first.id}`, undefined],
    ] as const) {
      const res = await s.call(method, url, other.auth, body);
      expect(res.statusCode).toBe(404);
      expect(problem(res).message).toBe(a.notFound);
    }
    expect(await list(other)).toEqual([]);

    // Edit, then remove the default: the one left becomes the default.
    const edited = await s.call('PUT', `/account/addresses/${first.id}`, asha.auth, {
      ...home,
      line2: '',
      city: 'Mysuru',
      postalCode: '570001',
    });
    expect(addressAnswerSchema.parse(edited.json()).data.address).toMatchObject({
      city: 'Mysuru',
      line2: '',
    });
    expect((await s.call('DELETE', `/account/addresses/${second.id}`, asha.auth)).statusCode).toBe(
      200,
    );
    expect((await list(asha)).map((x) => [x.city, x.isDefault])).toEqual([['Mysuru', true]]);
  });

  it(`keeps at most ${maxAddresses} addresses`, async () => {
    const many = await buyer();
    for (let i = 0; i < maxAddresses; i++) await add(many, { ...home, line1: `${i} Park Street` });
    const res = await s.call('POST', '/account/addresses', many.auth, home);
    expect(res.statusCode).toBe(409);
    expect(problem(res).message).toBe(a.tooMany(maxAddresses));
  });

  it('totals the items and the chosen shipping itself, and keeps the address and shipping on the order for both sides', async () => {
    const trader = await seller();
    const offered = await listing(trader, {
      shipping: [
        { kind: 'flat', amountMinor: 15_000 },
        { kind: 'per_unit', amountMinor: 200 },
        { kind: 'pickup' },
      ],
    });
    expect(offered.shipping.map((o) => o.kind)).toEqual(['flat', 'per_unit', 'pickup']);
    const asha = await buyer();
    const address: SavedAddress = await add(asha);
    const place = (body: object) =>
      s.call('POST', `/listings/${offered.id}/orders`, asha.auth, { quantity: 100, ...body });

    // The shipping must be one the listing offers; delivered goods need one's own address.
    const none = await place({ addressId: address.id });
    expect(problem(none).errors).toEqual([{ path: 'shipping', msg: c.shipping.required }]);
    const free = await place({ shipping: 'free', addressId: address.id });
    expect(problem(free).errors).toEqual([{ path: 'shipping', msg: c.shipping.notOffered }]);
    const noAddress = await place({ shipping: 'flat' });
    expect(problem(noAddress).errors).toEqual([
      { path: 'addressId', msg: c.checkout.addressRequired },
    ]);
    const stranger = await buyer();
    const theirs = await add(stranger);
    const notMine = await place({ shipping: 'flat', addressId: theirs.id });
    expect(problem(notMine).errors).toEqual([
      { path: 'addressId', msg: c.checkout.addressNotYours },
    ]);

    // Per unit: 100 kg at INR 95.00 plus INR 2.00 a kg; whatever total the browser sends is ignored.
    const res = await place({ shipping: 'per_unit', addressId: address.id, totalMinor: 1 });
    expect(res.statusCode).toBe(201);
    const order = orderOf(res);
    expect(order.totalMinor).toBe(9_500 * 100 + 200 * 100);
    expect(order.shipping).toEqual({ kind: 'per_unit', rateMinor: 200, amountMinor: 20_000 });
    expect(order.deliveryAddress).toMatchObject({
      name: 'Asha Rao',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
    });

    // The order keeps the address as it was: editing or removing the saved one changes nothing.
    await s.call('DELETE', `/account/addresses/${address.id}`, asha.auth);
    const sellerView = orderOf(await s.call('GET', `/orders/${order.id}`, trader.auth));
    expect(sellerView.deliveryAddress?.line1).toBe(home.line1);
    expect(sellerView.shipping?.amountMinor).toBe(20_000);

    // Flat: once per order. Pick-up: no address needed, nothing added.
    const again = await add(asha);
    const flat = orderOf(await place({ shipping: 'flat', addressId: again.id }));
    expect(flat.totalMinor).toBe(950_000 + 15_000);
    const pickup = orderOf(await place({ shipping: 'pickup' }));
    expect(pickup).toMatchObject({ totalMinor: 950_000, deliveryAddress: null });
    expect(pickup.shipping).toEqual({ kind: 'pickup', rateMinor: null, amountMinor: 0 });
  });

  it('a goods listing without shipping options offers it by quotation and needs an address; a service needs none', async () => {
    const trader = await seller();
    const plain = await listing(trader);
    expect(plain.shipping).toEqual([{ kind: 'quote' }]);
    const asha = await buyer();
    // Goods always know where they go: no shipping named, then no address, are each refused.
    const unnamed = await s.call('POST', `/listings/${plain.id}/orders`, asha.auth, {
      quantity: 100,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(problem(unnamed).errors).toEqual([{ path: 'shipping', msg: c.shipping.required }]);
    const nowhere = await s.call('POST', `/listings/${plain.id}/orders`, asha.auth, {
      quantity: 100,
      shipping: 'quote',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(problem(nowhere).errors).toEqual([
      { path: 'addressId', msg: c.checkout.addressRequired },
    ]);
    expect(
      await s.sql(`select "id" from "market_order" where "listing_id" = ?`, [plain.id]),
    ).toEqual([]);
    const saved = await add(asha);
    const quoted = orderOf(
      await s.call('POST', `/listings/${plain.id}/orders`, asha.auth, {
        quantity: 100,
        shipping: 'quote',
        addressId: saved.id,
      }),
    );
    expect(quoted).toMatchObject({ status: 'quoting', totalMinor: 950_000 });
    expect(quoted.shipping).toEqual({ kind: 'quote', rateMinor: null, amountMinor: 0 });
    expect(quoted.deliveryAddress?.city).toBe('Bengaluru');

    const service = await listing(trader, {
      category: 'plumber',
      shipping: [{ kind: 'flat', amountMinor: 500 }],
      minOrder: { quantity: 1, unit: 'piece' },
      price: { type: 'fixed', amountMinor: 50_000, currency: 'INR', unit: 'piece' },
    });
    expect(service.shipping).toEqual([]);
    const refused = await s.call('POST', `/listings/${service.id}/orders`, asha.auth, {
      quantity: 1,
      addressId: saved.id,
    });
    expect(problem(refused).errors).toEqual([
      { path: 'addressId', msg: c.checkout.serviceNoAddress },
    ]);
    const job = orderOf(
      await s.call('POST', `/listings/${service.id}/orders`, asha.auth, { quantity: 1 }),
    );
    expect(job).toMatchObject({ kind: 'service', totalMinor: 50_000, deliveryAddress: null });
  });

  it('the export lists the address book; erasure deletes it and the copy on finished orders', async () => {
    expect(accountExportSections.find((x) => x.table === 'delivery_address')?.name).toBe(
      'deliveryAddresses',
    );
    expect(erasureSteps.some((step) => step.covers.includes('delivery_address.user_id'))).toBe(
      true,
    );
    const trader = await seller();
    const offered = await listing(trader, { shipping: [{ kind: 'free' }] });
    const asha = await buyer();
    const address = await add(asha);
    const order = orderOf(
      await s.call('POST', `/listings/${offered.id}/orders`, asha.auth, {
        quantity: 100,
        shipping: 'free',
        addressId: address.id,
      }),
    );
    expect(order.deliveryAddress?.city).toBe('Bengaluru');
    await s.app.get(AccountErasureService).erase(asha.id, { by: 'an-admin' });
    const left = await s.sql<{ id: string }>(
      `select "id" from "delivery_address" where "user_id" = ?`,
      [asha.id],
    );
    expect(left).toEqual([]);
    // The order was waiting for the seller: cancelled with the account, so its copy went too.
    const [row] = await s.sql<{ status: string; delivery_address: unknown }>(
      `select "status", "delivery_address" from "market_order" where "id" = ?`,
      [order.id],
    );
    expect(row).toEqual({ status: 'cancelled', delivery_address: null });
  });

  it("accepting a proposal for goods sends the order to the address chosen, else to the buyer's default", async () => {
    const trader = await seller();
    const proposalFor = async (buyer: SignedInAccount) => {
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
        validUntil: new Date(Date.now() + 14 * 24 * 3_600_000).toISOString().slice(0, 10),
        message: 'We deliver in 25 kg bags within a week.',
      });
      return proposalAnswerSchema.parse(sent.json()).data.proposal.id;
    };
    const accept = async (buyer: SignedInAccount, proposalId: string, body: object = {}) => {
      const res = await s.call('POST', `/proposals/${proposalId}/accept`, buyer.auth, {
        version: 1,
        ...body,
      });
      return res;
    };
    const orderOfProposal = async (res: { json: () => unknown }) => {
      const orderId = proposalAnswerSchema.parse(res.json()).data.proposal.orderId;
      return orderOf(await s.call('GET', `/orders/${orderId}`, trader.auth));
    };

    const asha = await buyer();
    await add(asha);
    const chosen = await add(asha, office);
    // Someone else's address is refused before anything changes.
    const stranger = await buyer();
    const theirs = await add(stranger);
    const first = await proposalFor(asha);
    const refused = await accept(asha, first, { addressId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(problem(refused).errors).toEqual([
      { path: 'addressId', msg: c.checkout.addressNotYours },
    ]);
    const withChosen = await orderOfProposal(await accept(asha, first, { addressId: chosen.id }));
    expect(withChosen.deliveryAddress).toMatchObject({ city: 'San Francisco', state: 'CA' });

    const second = await proposalFor(asha);
    const withDefault = await orderOfProposal(await accept(asha, second));
    expect(withDefault.deliveryAddress).toMatchObject({ city: 'Bengaluru' });

    // A buyer with no address at all: accepting goods, and countering (the seller's acceptance
    // of a counter-offer sends the goods to the buyer's default), are refused naming the address.
    const ravi = await buyer();
    const third = await proposalFor(ravi);
    const nowhere = await accept(ravi, third);
    expect(nowhere.statusCode).toBe(400);
    expect(problem(nowhere).errors).toEqual([
      { path: 'addressId', msg: c.checkout.addressRequired },
    ]);
    const counter = await s.call('POST', `/proposals/${third}/counter`, ravi.auth, {
      unitPriceMinor: 1_200,
      quantity: 500,
      deliveryDays: 7,
    });
    expect(counter.statusCode).toBe(400);
    expect(problem(counter).errors).toEqual([
      { path: 'addressId', msg: c.checkout.counterNeedsAddress },
    ]);
    // Nothing changed: the proposal is still open to accept, and is, once an address is saved.
    await add(ravi);
    const placed = await orderOfProposal(await accept(ravi, third));
    expect(placed.deliveryAddress).toMatchObject({ city: 'Bengaluru' });
  });
});
