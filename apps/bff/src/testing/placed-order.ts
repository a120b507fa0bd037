import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  addressAnswerSchema,
  orderAnswerSchema,
  type Order,
  type SavedAddress,
} from '@matchbazaar/contracts';
import type { ApiCall } from './catalogue-app.js';
import { signedInAccount, type SignedInAccount } from './signed-in-account.js';
import { postedListing, signedInSeller } from './signed-in-seller.js';

/** What an order spec holds: its app and JSON caller (startCatalogueApp's). */
interface OrderSpecApp {
  app: NestFastifyApplication;
  call: ApiCall;
}

export const orderOf = (res: { json: () => unknown }): Order =>
  orderAnswerSchema.parse(res.json()).data.order;

/** A card the development payment provider accepts. */
export const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** Asha Rao's home in Bengaluru: where the order specs' buyers have goods sent. */
export const ashaHome = {
  country: 'IN',
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
};

/** `who` saves `body` in their address book through the route. */
export async function savedAddress(
  call: ApiCall,
  who: SignedInAccount,
  body: object = ashaHome,
): Promise<SavedAddress> {
  const res = await call('POST', '/account/addresses', who.auth, body);
  expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
  return addressAnswerSchema.parse(res.json()).data.address;
}

let shops = 0;

/**
 * An order placed through the API as a buyer places one: a signed-in seller opens a shop (`shop`,
 * else a rice shop in Karnal) and posts a basmati listing (signed-in-seller `postedListing`, with
 * `listing`'s fields, its shipping say); a new buyer, with `address` saved when given,
 * orders it with the body `order` (quantity, shipping, note), sent to that address.
 */
export async function placedOrder(
  s: OrderSpecApp,
  options: {
    title: (lot: number) => string;
    order: Record<string, unknown>;
    listing?: Record<string, unknown>;
    shop?: Record<string, unknown>;
    /** true: Asha Rao's home; else the address to save. */
    address?: true | object;
  },
) {
  const shop = options.shop ?? {
    name: `Karnal Rice ${++shops}`,
    place: { city: 'Karnal', country: 'IN' },
  };
  const trader = await signedInSeller(s.app, s.call, { shop });
  const listing = await postedListing(s.app, s.call, trader, options.title, options.listing);
  const buyer = await signedInAccount(s.app, { role: 'user' });
  const address = options.address
    ? await savedAddress(s.call, buyer, options.address === true ? ashaHome : options.address)
    : null;
  const answer = await s.call('POST', `/listings/${listing.id}/orders`, buyer.auth, {
    ...options.order,
    ...(address && { addressId: address.id }),
  });
  expect(answer.statusCode === 201 ? 201 : answer.body).toBe(201);
  return { trader, buyer, listing, address, answer, order: orderOf(answer) };
}

/**
 * An order's steps through the routes, as its buyer or seller takes them: `step` answers as the
 * route does, `stepped` expects 200 and gives the order, `read` gives it as `who` sees it. `s` is
 * asked for at each call, so a spec can make these before its app starts.
 */
export function orderSteps(s: () => OrderSpecApp) {
  const step = (who: SignedInAccount, order: Order, action: string, body: unknown = {}) =>
    s().call('POST', `/orders/${order.id}/${action}`, who.auth, body);
  return {
    step,
    async stepped(who: SignedInAccount, order: Order, action: string, body: unknown = {}) {
      const res = await step(who, order, action, body);
      expect(res.statusCode === 200 ? 200 : res.body).toBe(200);
      return orderOf(res);
    },
    read: async (who: SignedInAccount, order: Order) =>
      orderOf(await s().call('GET', `/orders/${order.id}`, who.auth)),
  };
}
