import {
  requirementUrgencies,
  requirementCloseReasons,
  requirementStatuses,
} from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { postColumns } from '../posts/post-columns.js';

/**
 * The columns every post has (posts/post-columns.ts); the rest are a requirement's own: its buyer,
 * the quantity, budget, date and urgency asked for, and why it was closed.
 */
const post = postColumns(requirementStatuses);

/**
 * A buyer's request for quotes (docs/product/marketplace.md), which sellers answer with
 * proposals. Money in minor units.
 */
export const RequirementSchema = defineEntity({
  name: 'Requirement',
  tableName: 'requirement',
  properties: {
    ...post.key,
    buyerId: p.uuid(),
    ...post.text,
    quantity: p.integer(),
    quantityUnit: p.string().length(12),
    budgetMinMinor: p.bigint('number').nullable(),
    budgetMaxMinor: p.bigint('number').nullable(),
    ...post.currency,
    /** YYYY-MM-DD. */
    neededBy: p.date().nullable(),
    urgency: p.enum(requirementUrgencies),
    ...post.place,
    ...post.status,
    closeReason: p.enum(requirementCloseReasons).nullable(),
    ...post.review,
    ...post.stamps,
  },
});

export class Requirement extends RequirementSchema.class {}
RequirementSchema.setClass(Requirement);
