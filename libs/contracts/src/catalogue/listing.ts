import { z } from 'zod';
import { instantSchema } from '../instant.js';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { placeSchema } from './location.js';
import { amountMinorSchema, currencySchema } from './money.js';
import {
  postImageIdsSchema,
  postIntentSchema,
  postLimits,
  postTextFields,
  quantitySchema,
  quantityUnitSchema,
  tagsSchema,
} from './post-fields.js';
import { postImageSchema } from './post-image.js';
import { shopSchema } from './shop.js';
import { shippingOptionSchema, shippingOptionsSchema } from '../orders/checkout.js';

/**
 * A seller's listing (an offer) in a shop (docs/product/marketplace.md): what the post-listing
 * form sends, what cards and the listing page show.
 */

/**
 * draft -> pending_review -> published <-> paused; closed, rejected, expired (renewable). `hidden`:
 * its author's account is suspended (docs/product/admin.md); reinstating it puts back the status
 * it had, and no author action applies meanwhile.
 */
export const listingStatuses = [
  'draft',
  'pending_review',
  'published',
  'paused',
  'closed',
  'rejected',
  'expired',
  'hidden',
] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const priceTypes = ['fixed', 'negotiable', 'on_request'] as const;
export type PriceType = (typeof priceTypes)[number];
export const availabilities = ['in_stock', 'made_to_order', 'out_of_stock'] as const;
export type Availability = (typeof availabilities)[number];
export const listingConditions = ['new', 'used', 'refurbished'] as const;
export type ListingCondition = (typeof listingConditions)[number];

/** Days a published listing stays up before it expires, unless renewed (a system setting). */
export const listingLifetimeDays = 90;

const priceSchema = z
  .object({
    type: z.enum(priceTypes, { error: m.priceTypeInvalid }),
    /** Absent (or null) only when the price is on request. */
    amountMinor: amountMinorSchema.nullable().optional(),
    currency: currencySchema,
    unit: quantityUnitSchema,
  })
  .refine((price) => price.type === 'on_request' || typeof price.amountMinor === 'number', {
    error: m.priceRequired,
    path: ['amountMinor'],
  });

const attributeSchema = z.object(
  {
    name: z
      .string()
      .trim()
      .min(1, m.attributeInvalid)
      .max(postLimits.attributeName, m.attributeInvalid),
    value: z
      .string()
      .trim()
      .min(1, m.attributeInvalid)
      .max(postLimits.attributeValue, m.attributeInvalid),
  },
  { error: m.attributeInvalid },
);

const dealSchema = z.object(
  {
    /** The "was" price, above the listing's price. */
    compareAtMinor: amountMinorSchema,
    /** ISO 8601; must be in the future when saved. */
    endsAt: instantSchema(m.dealInvalid),
  },
  { error: m.dealInvalid },
);

/** The body of POST /api/v1/listings and PUT /api/v1/listings/:id. */
export const listingRequestSchema = z
  .object({
    ...postTextFields,
    price: priceSchema,
    minOrder: z.object({ quantity: quantitySchema, unit: quantityUnitSchema }),
    availability: z.enum(availabilities, { error: m.availabilityInvalid }).default('in_stock'),
    condition: z.enum(listingConditions, { error: m.conditionInvalid }).nullable().optional(),
    /** Defaults to the shop's place. */
    place: placeSchema.optional(),
    /** Upload ids, in the order shown; the first is the cover. 1-8 to publish. */
    imageIds: postImageIdsSchema('listing'),
    tags: tagsSchema,
    attributes: z
      .array(attributeSchema, { error: m.attributeInvalid })
      .max(postLimits.attributes, { error: m.tooManyAttributes })
      .default([]),
    deal: dealSchema.nullable().optional(),
    /** The seller's own stock-keeping unit: what a bulk import matches rows by. */
    sku: z
      .string({ error: m.skuInvalid })
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: m.skuInvalid })
      .nullable()
      .optional(),
    intent: postIntentSchema,
    /**
     * What buyers may choose at checkout (docs/product/orders.md, "Checkout"); absent keeps the
     * listing's options (a bulk import does not send them), empty offers none. Services have none.
     */
    shipping: shippingOptionsSchema.optional(),
  })
  .refine((body) => body.intent === 'draft' || body.imageIds.length > 0, {
    error: m.imagesRequired,
    path: ['imageIds'],
  })
  .refine(
    (body) =>
      !body.deal ||
      (typeof body.price.amountMinor === 'number' &&
        body.price.type !== 'on_request' &&
        body.deal.compareAtMinor > body.price.amountMinor),
    { error: m.dealInvalid, path: ['deal'] },
  );
export type ListingRequest = z.infer<typeof listingRequestSchema>;

const listingPriceSchema = z.object({
  type: z.enum(priceTypes),
  amountMinor: z.number().int().nullable(),
  currency: currencySchema,
  unit: quantityUnitSchema,
});

/** A listing as cards, search results and grids show it. */
export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  subgroupId: z.string(),
  groupId: z.string(),
  price: listingPriceSchema,
  deal: z
    .object({
      compareAtMinor: z.number().int(),
      endsAt: z.string(),
      /** Whole percent off the compare-at price. */
      discountPercent: z.number().int(),
    })
    .nullable(),
  condition: z.enum(listingConditions).nullable(),
  place: z.object({ city: z.string(), region: z.string().nullable(), country: z.string() }),
  image: postImageSchema.nullable(),
  shop: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    verified: z.boolean(),
  }),
  status: z.enum(listingStatuses),
  /** ISO 8601; null until first published. */
  publishedAt: z.string().nullable(),
  /** Kilometres from the point searched near, when the search had one. */
  distanceKm: z.number().optional(),
  /** Search results: the matched text with <mark> around the hits (escaped otherwise). */
  snippet: z.string().optional(),
  /** The author's own list only: how the listing is doing, and a moderator's rejection reason. */
  own: z
    .object({
      viewCount: z.number().int(),
      saveCount: z.number().int(),
      rejectionReason: z.string().nullable(),
    })
    .optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** One listing's page. Fields only the author (or a moderator) sees are null for others. */
export const listingDetailSchema = listingCardSchema.extend({
  description: z.string(),
  minOrder: z.object({ quantity: z.number().int(), unit: quantityUnitSchema }),
  availability: z.enum(availabilities),
  images: z.array(postImageSchema),
  tags: z.array(z.string()),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The shipping a buyer chooses from at checkout; empty for services and when none is offered. */
  shipping: z.array(shippingOptionSchema),
  sku: z.string().nullable(),
  shopDetails: shopSchema,
  place: z.object({
    city: z.string(),
    region: z.string().nullable(),
    country: z.string(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  rejectionReason: z.string().nullable(),
  viewCount: z.number().int(),
  saveCount: z.number().int(),
  /** Whether the caller saved it (false for visitors). */
  saved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
