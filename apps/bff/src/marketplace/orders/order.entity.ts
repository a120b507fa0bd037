import {
  currencies,
  disputeReasons,
  orderEventTypes,
  orderKinds,
  orderSides,
  orderStatuses,
  shippingKinds,
  type DeliveryAddress,
} from '@matchbazaar/contracts';
import { orderTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * An order (docs/product/orders.md): the terms copied from the accepted proposal or the listing
 * when it was placed, its status (the order machine's) and `version`, which every step bumps so
 * two steps at once cannot both win. The fee rate is fixed when placed; the fee itself when the
 * money is released.
 */
export const OrderSchema = defineEntity({
  name: 'Order',
  // The worker's analytics rollup reads this table too: its names live in libs/db-schema.
  tableName: orderTable.name,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** From the column's identity sequence, taken before the insert (OrdersRepository). */
    number: p.bigint('number'),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    shopId: p.uuid(),
    source: p.enum(['proposal', 'listing'] as const),
    proposalId: p.uuid().nullable(),
    requirementId: p.uuid().nullable(),
    listingId: p.uuid().nullable(),
    title: p.string().length(200),
    kind: p.enum(orderKinds),
    currency: p.enum(currencies),
    unitPriceMinor: p.bigint('number'),
    quantity: p.integer(),
    unit: p.string().length(12).default(''),
    totalMinor: p.bigint('number'),
    feeBps: p.integer(),
    feeMinor: p.bigint('number').nullable(),
    refundedMinor: p.bigint('number').default(0),
    deliveryDays: p.integer().nullable(),
    /** The shipping chosen at checkout: its kind, the rate offered, what it added to the total. */
    shippingKind: p.enum(shippingKinds).nullable(),
    shippingRateMinor: p.bigint('number').nullable(),
    shippingMinor: p.bigint('number').default(0),
    /** The buyer's address as it was when the order was placed (docs/product/orders.md). */
    deliveryAddress: p.json<DeliveryAddress>().nullable(),
    buyerNote: p.string().length(1000).nullable(),
    status: p.enum(orderStatuses),
    version: p.integer().default(1),
    paymentRef: p.string().length(100).nullable(),
    shipNote: p.string().length(1000).nullable(),
    tracking: p.string().length(200).nullable(),
    closedBy: p.enum(orderSides).nullable(),
    closeReason: p.string().length(500).nullable(),
    placedAt: p.datetime().onCreate(() => new Date()),
    acceptedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    shippedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    /** When the seller quoted the shipping (by quotation): the start of the quoted timer. */
    quotedAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);

/** One step of an order's life: its timeline, and what was mailed and notified. */
export const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_event',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    orderId: p.uuid(),
    type: p.enum(orderEventTypes),
    by: p.enum(orderSides),
    actorId: p.uuid().nullable(),
    fromStatus: p.enum(orderStatuses).nullable(),
    toStatus: p.enum(orderStatuses),
    note: p.string().length(1000).nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export class OrderEvent extends OrderEventSchema.class {}
OrderEventSchema.setClass(OrderEvent);

/** The buyer's dispute of an order and, once an admin decided, its resolution. */
export const OrderDisputeSchema = defineEntity({
  name: 'OrderDispute',
  tableName: 'order_dispute',
  properties: {
    orderId: p.uuid().primary(),
    reason: p.enum(disputeReasons),
    details: p.string().length(2000),
    evidenceImageIds: p.array().default([]),
    /** The status the order was disputed from. */
    openedFrom: p.enum(orderStatuses),
    openedAt: p.datetime().onCreate(() => new Date()),
    resolution: p.enum(['release', 'refund', 'split'] as const).nullable(),
    refundMinor: p.bigint('number').nullable(),
    resolutionNote: p.string().length(1000).nullable(),
    resolvedBy: p.uuid().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
});
export class OrderDispute extends OrderDisputeSchema.class {}
OrderDisputeSchema.setClass(OrderDispute);

export const OrderDisputeMessageSchema = defineEntity({
  name: 'OrderDisputeMessage',
  tableName: 'order_dispute_message',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    orderId: p.uuid(),
    authorId: p.uuid().nullable(),
    side: p.enum(['buyer', 'seller', 'admin'] as const),
    body: p.string().length(2000),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export class OrderDisputeMessage extends OrderDisputeMessageSchema.class {}
OrderDisputeMessageSchema.setClass(OrderDisputeMessage);
