import {
  messages,
  needsDeliveryAddress,
  type AddressesAnswer,
  type ListingDetail,
  type ShippingKind,
} from '@matchbazaar/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const c = messages.checkout;
const f = c.addresses.fields;

/** Someone signed in, as the specs' contexts carry them. */
interface Who {
  page: Page;
  auth: Record<string, string>;
}

/** A delivery address in India, as typed into the form or sent to the API. */
export interface AddressSeed {
  name: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
}

export const bengaluruAddress: AddressSeed = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road, Indiranagar',
  line2: 'Near the metro station',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
};

/** Saves an address in the buyer's address book through the API; answers its id. */
export async function savedAddressThroughApi(
  who: Who,
  address: AddressSeed = bengaluruAddress,
): Promise<string> {
  const saved = await who.page.request.post('/api/v1/account/addresses', {
    headers: who.auth,
    data: { country: 'IN', ...address },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { data: { address: { id: string } } }).data.address.id;
}

/**
 * Places an order from a listing through the API, as the checkout would (docs/product/orders.md,
 * "Checkout"): the shipping chosen and, for goods sent to the buyer, one of their addresses.
 * Unless named, the listing's first option and the buyer's default address (one saved if they
 * have none), as the checkout starts with. Answers the order's id and number.
 */
export async function placeOrderThroughApi(
  who: Who,
  listingId: string,
  order: { quantity: number; shipping?: ShippingKind; addressId?: string; note?: string },
): Promise<{ id: string; number: number; totalMinor: number }> {
  let { shipping, addressId } = order;
  if (shipping === undefined) {
    const read = await who.page.request.get(`/api/v1/listings/${listingId}`, { headers: who.auth });
    const offered = ((await read.json()) as { data: { listing: ListingDetail } }).data.listing;
    shipping = offered.shipping[0]?.kind;
    if (addressId === undefined && shipping && needsDeliveryAddress(offered.groupId, shipping)) {
      addressId = await defaultAddressOf(who);
    }
  }
  const placed = await who.page.request.post(`/api/v1/listings/${listingId}/orders`, {
    headers: who.auth,
    data: { ...order, shipping, addressId },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (
    (await placed.json()) as { data: { order: { id: string; number: number; totalMinor: number } } }
  ).data.order;
}

/** The buyer's default address, one saved first if they have none. */
async function defaultAddressOf(who: Who): Promise<string> {
  const book = await who.page.request.get('/api/v1/account/addresses', { headers: who.auth });
  const { addresses } = ((await book.json()) as { data: AddressesAnswer['data'] }).data;
  return addresses.find((a) => a.isDefault)?.id ?? (await savedAddressThroughApi(who));
}

/** Fills the address form (Settings' dialog or the checkout's) inside `scope`. */
export async function fillAddressForm(scope: Locator, address: AddressSeed): Promise<void> {
  const page = scope.page();
  await scope.getByLabel(f.name).fill(address.name);
  await scope.getByLabel(f.line1).fill(address.line1);
  if (address.line2) await scope.getByLabel(f.line2).fill(address.line2);
  await scope.getByLabel(f.city).fill(address.city);
  await scope.getByLabel(f.stateIN).click();
  await page.getByRole('option', { name: address.state, exact: true }).click();
  await scope.getByLabel(f.postalCodeIN).fill(address.postalCode);
  await scope.getByLabel(f.phone).fill(address.phone);
}

/**
 * The checkout dialog after "Order now", for a listing with one shipping option: a new buyer adds
 * their address in it (or keeps the default one they have), reviews the total and places the
 * order. Answers once the page has left for the new order.
 */
export async function checkOutWithAddress(
  page: Page,
  options: { address?: AddressSeed; total?: string } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: c.checkout.title });
  await expect(dialog).toBeVisible();
  if (options.address) {
    await fillAddressForm(dialog, options.address);
    await dialog.getByRole('button', { name: c.addresses.save }).click();
    await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: c.checkout.next }).click();
  // The shipping step, when the listing offers any: its one option starts chosen.
  const shipping = dialog.getByRole('radiogroup', { name: c.checkout.chooseShipping });
  const place = dialog.getByRole('button', { name: c.checkout.place });
  await expect(shipping.or(place)).toBeVisible();
  if (await shipping.isVisible())
    await dialog.getByRole('button', { name: c.checkout.next }).click();
  if (options.total) await expect(dialog.getByTestId('checkout-total')).toHaveText(options.total);
  await dialog.getByRole('button', { name: c.checkout.place }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
}
