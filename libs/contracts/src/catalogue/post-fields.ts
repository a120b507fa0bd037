import { z } from 'zod';
import { multiLineText, singleLineText } from '../contact-form.js';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { leafCategorySchema } from './category-field.js';
import { quantityUnits } from './quantity-units.js';

/**
 * The fields listings and requirements share (docs/product/marketplace.md): title, description,
 * category, tags, quantities and their units.
 */
export const postLimits = {
  title: { min: 5, max: 120 },
  description: { min: 20, max: 5000 },
  tags: 10,
  tagLength: 30,
  attributes: 20,
  attributeName: 40,
  attributeValue: 120,
  listingImages: 8,
  requirementImages: 4,
  quantityMax: 1_000_000_000,
  sku: 64,
} as const;

/** HTML tags are refused rather than stripped, so what the author sees is what was saved. */
const htmlTag = /<\/?[a-zA-Z][^>]{0,200}>/;

export const titleSchema = z
  .string({ error: m.titleLength })
  .max(postLimits.title.max * 4, { error: m.titleLength, abort: true })
  .transform(singleLineText)
  .pipe(
    z.string().min(postLimits.title.min, m.titleLength).max(postLimits.title.max, m.titleLength),
  );

export const descriptionSchema = z
  .string({ error: m.descriptionLength })
  .max(postLimits.description.max * 2, { error: m.descriptionLength, abort: true })
  .transform(multiLineText)
  .pipe(
    z
      .string()
      .min(postLimits.description.min, m.descriptionLength)
      .max(postLimits.description.max, m.descriptionLength)
      .refine((text) => !htmlTag.test(text), m.descriptionNoHtml),
  );

export const tagsSchema = z
  .array(
    z
      .string({ error: m.tooManyTags })
      .transform((tag) => singleLineText(tag).toLowerCase())
      .pipe(z.string().min(1, m.tooManyTags).max(postLimits.tagLength, m.tooManyTags)),
    { error: m.tooManyTags },
  )
  .max(postLimits.tags, { error: m.tooManyTags })
  .transform((tags) => [...new Set(tags)])
  .default([]);

export const quantitySchema = z
  .number({ error: m.quantityInvalid })
  .int({ error: m.quantityInvalid })
  .min(1, { error: m.quantityInvalid })
  .max(postLimits.quantityMax, { error: m.quantityInvalid });

export const quantityUnitSchema = z.enum(quantityUnits, { error: m.unitInvalid });

/** Whether a post is saved as a draft or sent to be published (reviewed first when moderated). */
export const postIntents = ['draft', 'publish'] as const;
export type PostIntent = (typeof postIntents)[number];
export const postIntentSchema = z.enum(postIntents, { error: m.intentInvalid }).default('publish');

/** Reasons a moderator gives, and why an author closes. */
export const reasonSchema = z
  .string({ error: m.reasonRequired })
  .transform(multiLineText)
  .pipe(z.string().min(1, m.reasonRequired).max(500, m.reasonRequired));

/** What every post's form sends first: its title, its text and its leaf category. */
export const postTextFields = {
  title: titleSchema,
  description: descriptionSchema,
  category: leafCategorySchema,
};

/** How many photos each kind of post may have, and the text when there are more. */
const photoLimits = {
  listing: { max: postLimits.listingImages, tooMany: m.tooManyImages },
  requirement: { max: postLimits.requirementImages, tooMany: m.tooManyRequirementImages },
};

/** A post's photos: upload ids in the order shown (the first is the cover), up to its kind's limit. */
export function postImageIdsSchema(kind: keyof typeof photoLimits) {
  const { max, tooMany } = photoLimits[kind];
  return z
    .array(z.uuid({ error: m.imageIdInvalid }), { error: m.imageIdInvalid })
    .max(max, { error: tooMany })
    .default([]);
}
