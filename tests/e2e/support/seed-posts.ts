import { expect, type Page } from '@playwright/test';
import { approveAsAdmin, png, postAsAdmin } from './catalogue.ts';

/** Who seeds a post: an account's page (its API requests) and bearer header (signedInContext's). */
export interface Poster {
  page: Page;
  auth: Record<string, string>;
}

/** A seller's shop and the one fixed-price offer (in rupees) a spec trades on. */
export interface OfferSeed {
  shop: { name: string; city: string; region?: string };
  /** The listing's photo: a solid colour (uploads dedupe by bytes, so colours differ per spec). */
  photo: { name: string; rgb: [number, number, number] };
  title: string;
  description: string;
  category: string;
  /** Price per unit, in paise, and the least a buyer orders. */
  price: { amountMinor: number; unit: string };
  minOrder: number;
  /**
   * The shipping buyers choose from at checkout (docs/product/orders.md, "Checkout"); free
   * delivery unless named (`[]` leaves the listing to shipping by quotation).
   */
  shipping?: { kind: string; amountMinor?: number }[];
}

/**
 * Opens the seller's shop and publishes the offer through the API, with its photo; the run's admin
 * approves it when the moderation policy holds it for review. Answers the listing's id.
 */
export async function openShopWithOffer(
  seller: Poster,
  seed: OfferSeed,
): Promise<{ id: string; title: string }> {
  const shop = await seller.page.request.put('/api/v1/shops/mine', {
    headers: seller.auth,
    data: {
      name: seed.shop.name,
      place: {
        city: seed.shop.city,
        ...(seed.shop.region && { region: seed.shop.region }),
        country: 'IN',
      },
    },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  return publishOffer(seller, seed);
}

/** Publishes the offer of a seller whose shop is open (openShopWithOffer, without the shop). */
export async function publishOffer(
  seller: Poster,
  seed: Omit<OfferSeed, 'shop'>,
): Promise<{ id: string; title: string }> {
  const { auth } = seller;
  const request = seller.page.request;
  const upload = await request.post('/api/v1/images', {
    headers: auth,
    multipart: {
      file: { name: seed.photo.name, mimeType: 'image/png', buffer: png(seed.photo.rgb, 64) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const imageId = ((await upload.json()) as { data: { image: { id: string } } }).data.image.id;
  const posted = await request.post('/api/v1/listings', {
    headers: auth,
    data: {
      title: seed.title,
      description: seed.description,
      category: seed.category,
      price: { type: 'fixed', currency: 'INR', ...seed.price },
      minOrder: { quantity: seed.minOrder, unit: seed.price.unit },
      imageIds: [imageId],
      shipping: seed.shipping ?? [{ kind: 'free' }],
      intent: 'publish',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const listing = ((await posted.json()) as { data: { listing: { id: string; status: string } } })
    .data.listing;
  if (listing.status === 'pending_review') await approveAsAdmin(listing.id);
  return { id: listing.id, title: seed.title };
}

/** A buyer's requirement, in rupees, delivered to one Indian city. */
export interface RequirementSeed {
  title: string;
  description: string;
  category: string;
  quantity: { amount: number; unit: string };
  budget: { minMinor: number; maxMinor: number };
  city: string;
  region?: string;
  urgency?: 'high' | 'medium' | 'low';
}

/**
 * Posts the buyer's requirement through the API; the run's admin approves it when the moderation
 * policy holds it for review. Answers the requirement's id.
 */
export async function postOpenRequirement(
  buyer: Poster,
  seed: RequirementSeed,
): Promise<{ id: string; title: string }> {
  const posted = await buyer.page.request.post('/api/v1/requirements', {
    headers: buyer.auth,
    data: {
      title: seed.title,
      description: seed.description,
      category: seed.category,
      quantity: seed.quantity,
      budget: { ...seed.budget, currency: 'INR' },
      ...(seed.urgency && { urgency: seed.urgency }),
      place: { city: seed.city, ...(seed.region && { region: seed.region }), country: 'IN' },
      intent: 'publish',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const requirement = (
    (await posted.json()) as { data: { requirement: { id: string; status: string } } }
  ).data.requirement;
  if (requirement.status !== 'open') {
    const approved = await postAsAdmin(`/api/v1/requirements/${requirement.id}/moderation`, {
      action: 'approve',
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return { id: requirement.id, title: seed.title };
}
