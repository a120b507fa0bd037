import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { listingAnswerSchema, shopAnswerSchema } from '@matchbazaar/contracts';
import type { ApiCall } from './catalogue-app.js';
import { basmatiListingBody, uploadedPhotos } from './catalogue-fixtures.js';
import { signedInAccount, type SignedInAccount } from './signed-in-account.js';

/** Any spec's JSON caller: the apiCaller one or a spec's own with the same shape. */
type ShopCall = (
  method: 'PUT',
  url: string,
  headers: Record<string, string>,
  body: unknown,
) => Promise<{ statusCode: number; json: () => unknown }>;

export type SignedInSeller = SignedInAccount & {
  shopId: string;
  shopSlug: string;
  images: string[];
};

/**
 * A signed-in trader whose shop is open (through `PUT /shops/mine`, so the shop rules run as for
 * a real seller), with `photos` uploaded photos in `images` (none unless asked). `shop` is the
 * request body: each spec names and places its shops itself.
 */
export async function signedInSeller(
  app: NestFastifyApplication,
  call: ShopCall,
  options: { shop: Record<string, unknown>; phone?: string; photos?: number },
): Promise<SignedInSeller> {
  const account = await signedInAccount(app, {
    role: 'trader',
    ...(options.phone && { phone: options.phone }),
  });
  const res = await call('PUT', '/shops/mine', account.auth, options.shop);
  expect(res.statusCode).toBe(200);
  const { id: shopId, slug: shopSlug } = shopAnswerSchema.parse(res.json()).data.shop;
  const images = options.photos ? await uploadedPhotos(app, account.id, options.photos) : [];
  return { ...account, shopId, shopSlug, images };
}

export type PostedListing = ReturnType<typeof listingAnswerSchema.parse>['data']['listing'];

/**
 * A basmati listing (catalogue-fixtures `basmatiListingBody`: INR 95.00 a kg, 100 kg at least)
 * that `seller` posts through the routes with a photo of theirs; `title` names its lot and
 * `extra` adds or replaces fields (its shipping, say).
 */
export async function postedListing(
  app: NestFastifyApplication,
  call: ApiCall,
  seller: SignedInAccount,
  title: (lot: number) => string,
  extra: Record<string, unknown> = {},
): Promise<PostedListing> {
  const photos = await uploadedPhotos(app, seller.id, 1);
  const res = await call(
    'POST',
    '/listings',
    seller.auth,
    basmatiListingBody(photos, title, extra),
  );
  expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
  return listingAnswerSchema.parse(res.json()).data.listing;
}
