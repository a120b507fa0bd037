import { z } from 'zod';
import { multiLineText, singleLineText } from '../contact-form.js';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { currencySchema } from './money.js';
import { placeSchema } from './location.js';
import { shippingOptionSchema, shippingOptionsSchema } from '../orders/checkout.js';
import { postImageSchema } from './post-image.js';

/**
 * Shops (docs/product/marketplace.md): every seller (role `trader`) has exactly one, opened on
 * their first visit to the seller area.
 */
export const shopLimits = {
  name: { min: 2, max: 80 },
  slug: { min: 3, max: 60 },
  tagline: 140,
  description: 2000,
} as const;

export const shopSlugSchema = z
  .string({ error: m.slugInvalid })
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, { error: m.slugInvalid });

/**
 * The shop's default shipping (docs/product/orders.md, "Checkout"): new listings start from it,
 * and a listing in its currency that offers no options of its own offers these.
 */
export const shopShippingSchema = z.object({
  currency: currencySchema,
  options: shippingOptionsSchema,
});
export type ShopShipping = z.infer<typeof shopShippingSchema>;

/** The body of PUT /api/v1/shops/mine (open or edit the caller's shop). */
export const shopRequestSchema = z.object({
  name: z
    .string({ error: m.shopNameLength })
    .max(400, { error: m.shopNameLength, abort: true })
    .transform(singleLineText)
    .pipe(
      z
        .string()
        .min(shopLimits.name.min, m.shopNameLength)
        .max(shopLimits.name.max, m.shopNameLength),
    ),
  slug: shopSlugSchema.optional(),
  tagline: z
    .string({ error: m.taglineLength })
    .transform(singleLineText)
    .pipe(z.string().max(shopLimits.tagline, m.taglineLength))
    .optional(),
  description: z
    .string({ error: m.shopDescriptionLength })
    .transform(multiLineText)
    .pipe(z.string().max(shopLimits.description, m.shopDescriptionLength))
    .optional(),
  logoImageId: z.uuid({ error: m.imageIdInvalid }).nullable().optional(),
  coverImageId: z.uuid({ error: m.imageIdInvalid }).nullable().optional(),
  place: placeSchema,
  showContact: z.boolean().default(false),
  /** Left out: unchanged. Empty options: no default. */
  shipping: shopShippingSchema.optional(),
});
export type ShopRequest = z.infer<typeof shopRequestSchema>;

/** A shop as cards and the shop page show it. */
export const shopSchema = z.object({
  id: z.string(),
  /** The account that owns it: its own pages offer it editing, not contact, orders or reports. */
  ownerId: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logo: postImageSchema.nullable(),
  cover: postImageSchema.nullable(),
  place: z.object({
    city: z.string(),
    region: z.string().nullable(),
    country: z.string(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  /** The shop's default shipping; null when it has none. */
  shipping: z
    .object({ currency: currencySchema, options: z.array(shippingOptionSchema) })
    .nullable(),
  /** Only when the seller chose to show it. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** ISO 8601: when the shop opened. */
  memberSince: z.string(),
  /** The seller verified both email and phone. */
  verified: z.boolean(),
  /** Published listings. */
  listingCount: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** Median minutes to the first answer of an inquiry over the last 90 days (null: none). */
  responseTimeMinutes: z.number().int().nullable(),
  /** Whole percent of the last 90 days' inquiries answered within 24 hours (null: none). */
  responseRate: z.number().int().nullable(),
  /** Kilometres from the point the caller searched near, when it did. */
  distanceKm: z.number().optional(),
});
export type Shop = z.infer<typeof shopSchema>;
