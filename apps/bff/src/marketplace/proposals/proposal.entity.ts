import { currencies, proposalEventTypes, proposalStatuses } from '@matchbazaar/contracts';
import { proposalTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A seller's proposal (quote) on a buyer's requirement (docs/product/live-marketplace.md,
 * "Proposals"). Money in minor units; the total is the server's unit price × quantity. One active
 * proposal per seller and requirement (a partial unique index). The buyer's open counter-offer
 * sits beside the terms until the seller answers it.
 */
export const ProposalSchema = defineEntity({
  name: 'Proposal',
  // The worker's analytics rollup reads this table too: its names live in libs/db-schema.
  tableName: proposalTable.name,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    requirementId: p.uuid(),
    sellerId: p.uuid(),
    buyerId: p.uuid(),
    shopId: p.uuid(),
    status: p.enum(proposalStatuses),
    /** The terms' version: 1 when sent, one more each time they change; an acceptance names it. */
    version: p.integer(),
    currency: p.enum(currencies),
    unitPriceMinor: p.bigint('number'),
    quantity: p.integer(),
    totalMinor: p.bigint('number'),
    deliveryDays: p.integer(),
    /** YYYY-MM-DD: the last day the terms hold. */
    validUntil: p.date(),
    message: p.text(),
    counterUnitPriceMinor: p.bigint('number').nullable(),
    counterQuantity: p.integer().nullable(),
    counterTotalMinor: p.bigint('number').nullable(),
    counterDeliveryDays: p.integer().nullable(),
    counterMessage: p.text().nullable(),
    counterAt: p.datetime().nullable(),
    declineReason: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class Proposal extends ProposalSchema.class {}
ProposalSchema.setClass(Proposal);

/** One step of a proposal's history, by the buyer, the seller or the platform. */
export const ProposalStepSchema = defineEntity({
  name: 'ProposalStep',
  tableName: 'proposal_event',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    proposalId: p.uuid(),
    type: p.enum(proposalEventTypes),
    by: p.enum(['buyer', 'seller', 'system'] as const),
    note: p.string().length(1000).nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export class ProposalStep extends ProposalStepSchema.class {}
ProposalStepSchema.setClass(ProposalStep);

/** A photo attached to a proposal, in order. */
export const ProposalAttachmentSchema = defineEntity({
  name: 'ProposalAttachment',
  tableName: 'proposal_attachment',
  properties: {
    proposalId: p.uuid().primary(),
    imageId: p.uuid().primary(),
    position: p.smallint(),
  },
});
export class ProposalAttachment extends ProposalAttachmentSchema.class {}
ProposalAttachmentSchema.setClass(ProposalAttachment);
