import { z } from 'zod';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { placeSchema } from './location.js';
import { amountMinorSchema, currencySchema } from './money.js';
import {
  postImageIdsSchema,
  postIntentSchema,
  postTextFields,
  quantitySchema,
  quantityUnitSchema,
  tagsSchema,
} from './post-fields.js';
import { postImageSchema } from './post-image.js';

/**
 * A buyer's requirement (a request for quotes) (docs/product/marketplace.md): what the
 * post-requirement form sends, what cards and the requirement page show.
 */

/**
 * draft -> pending_review -> open -> closed (fulfilled or cancelled); rejected; expired. `hidden`:
 * its author's account is suspended, as for listings.
 */
export const requirementStatuses = [
  'draft',
  'pending_review',
  'open',
  'closed',
  'rejected',
  'expired',
  'hidden',
] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

/** How soon a buyer needs what a requirement asks for. */
export const requirementUrgencies = ['high', 'medium', 'low'] as const;
export type RequirementUrgency = (typeof requirementUrgencies)[number];
/** @deprecated Use requirementUrgencies (the web's requirement form still reads this name). */
export const listingUrgencies = requirementUrgencies;
/** @deprecated Use RequirementUrgency (the web's requirement form still reads this name). */
export type ListingUrgency = RequirementUrgency;

export const requirementCloseReasons = ['fulfilled', 'cancelled'] as const;
export type RequirementCloseReason = (typeof requirementCloseReasons)[number];

/** Days an open requirement stays up before it expires (a system setting). */
export const requirementLifetimeDays = 30;

/** YYYY-MM-DD, a real calendar date. */
const isoDate = z
  .string({ error: m.neededByInvalid })
  // Stop at the length: the date check below would otherwise parse a megabyte of text.
  .max(10, { error: m.neededByInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.neededByInvalid })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: m.neededByInvalid });

/** The body of POST /api/v1/requirements and PUT /api/v1/requirements/:id. */
export const requirementRequestSchema = z.object({
  ...postTextFields,
  quantity: z.object({ amount: quantitySchema, unit: quantityUnitSchema }),
  budget: z
    .object({
      minMinor: amountMinorSchema.nullable().optional(),
      maxMinor: amountMinorSchema.nullable().optional(),
      currency: currencySchema,
    })
    .refine(
      (budget) =>
        budget.minMinor == null || budget.maxMinor == null || budget.minMinor <= budget.maxMinor,
      { error: m.budgetInvalid },
    ),
  neededBy: isoDate.nullable().optional(),
  urgency: z.enum(requirementUrgencies, { error: m.urgencyInvalid }).default('medium'),
  /** Where the goods or service are needed. */
  place: placeSchema,
  /** Upload ids, in the order shown; the first is the cover. */
  imageIds: postImageIdsSchema('requirement'),
  tags: tagsSchema,
  intent: postIntentSchema,
});
export type RequirementRequest = z.infer<typeof requirementRequestSchema>;

/** A requirement as cards, search results and lists show it. */
export const requirementCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  subgroupId: z.string(),
  groupId: z.string(),
  quantity: z.object({ amount: z.number().int(), unit: quantityUnitSchema }),
  budget: z.object({
    minMinor: z.number().int().nullable(),
    maxMinor: z.number().int().nullable(),
    currency: currencySchema,
  }),
  neededBy: z.string().nullable(),
  urgency: z.enum(requirementUrgencies),
  place: z.object({ city: z.string(), region: z.string().nullable(), country: z.string() }),
  image: postImageSchema.nullable(),
  /** The buyer as others see them: first name and last initial, and whether verified. */
  buyer: z.object({ id: z.string(), displayName: z.string(), verified: z.boolean() }),
  status: z.enum(requirementStatuses),
  publishedAt: z.string().nullable(),
  distanceKm: z.number().optional(),
  snippet: z.string().optional(),
  /** The author's own list only: views, and a moderator's rejection reason. */
  own: z.object({ viewCount: z.number().int(), rejectionReason: z.string().nullable() }).optional(),
});
export type RequirementCard = z.infer<typeof requirementCardSchema>;

export const requirementDetailSchema = requirementCardSchema.extend({
  description: z.string(),
  images: z.array(postImageSchema),
  tags: z.array(z.string()),
  place: z.object({
    city: z.string(),
    region: z.string().nullable(),
    country: z.string(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  closeReason: z.enum(requirementCloseReasons).nullable(),
  rejectionReason: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type RequirementDetail = z.infer<typeof requirementDetailSchema>;
