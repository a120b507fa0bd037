import {
  currencies,
  listingUrgencies,
  requirementCloseReasons,
  requirementStatuses,
} from '@matchbazaar/contracts';
import { meaningOf, type SavedPostText } from '@matchbazaar/matching';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** A buyer's request for quotes (docs/product/marketplace.md). Money in minor units. */
export const RequirementSchema = defineEntity({
  name: 'Requirement',
  tableName: 'requirement',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    buyerId: p.uuid(),
    title: p.string().length(120),
    description: p.text(),
    category: p.string().length(60),
    subgroupId: p.string().length(60),
    groupId: p.string().length(60),
    quantity: p.integer(),
    quantityUnit: p.string().length(12),
    budgetMinMinor: p.bigint('number').nullable(),
    budgetMaxMinor: p.bigint('number').nullable(),
    currency: p.enum(currencies),
    /** YYYY-MM-DD. */
    neededBy: p.date().nullable(),
    urgency: p.enum(listingUrgencies),
    city: p.string().length(80),
    region: p.string().length(80).nullable(),
    country: p.string().length(2),
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    tags: p.array().default([]),
    status: p.enum(requirementStatuses),
    /** While `hidden` (its author is suspended): the status it goes back to. */
    hiddenStatus: p.enum(requirementStatuses).nullable(),
    closeReason: p.enum(requirementCloseReasons).nullable(),
    rejectionReason: p.string().length(500).nullable(),
    /**
     * A moderator rejected or closed it and has not approved it since: every change its author
     * makes goes to review (decision 0030).
     */
    heldByModerator: p.boolean().default(false),
    moderationFlags: p.array().default([]),
    publishedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    viewCount: p.integer().default(0),
    /**
     * The meaning vector the matching engine compares (100 signed bytes), computed from the text
     * whenever the row is written, by whatever path (a form, an import, a seed).
     */
    meaning: p
      .blob()
      .lazy()
      .nullable()
      .onCreate((post: SavedPostText) => meaningOf(post))
      .onUpdate((post: SavedPostText) => meaningOf(post)),
    /** The revision (updated time in ms) the matching engine last matched. */
    matchedRevision: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Requirement extends RequirementSchema.class {}
RequirementSchema.setClass(Requirement);
