/**
 * The marketplace's dealings (docs/product/live-marketplace.md, docs/product/orders.md): the BFF
 * writes conversations, proposals and orders through its entities; the worker's seller-analytics
 * rollup (apps/worker/src/adapters/seller-stats-store.ts) counts them per day. Keys are the
 * entities' property names; values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/**
 * One conversation per subject (a listing or a requirement), buyer and seller; `inquiredAt` is
 * the buyer's first inquiry about a listing.
 */
export const conversationTable = {
  name: 'conversation',
  columns: {
    id: 'id',
    subjectKind: 'subject_kind',
    subjectId: 'subject_id',
    subjectTitle: 'subject_title',
    buyerId: 'buyer_id',
    sellerId: 'seller_id',
    lastSeq: 'last_seq',
    lastMessageAt: 'last_message_at',
    inquiredAt: 'inquired_at',
    firstResponseAt: 'first_response_at',
    awaitingSince: 'awaiting_since',
    lastBuyerSeq: 'last_buyer_seq',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

/** A seller's proposal (quote) on a buyer's requirement. */
export const proposalTable = {
  name: 'proposal',
  columns: {
    id: 'id',
    requirementId: 'requirement_id',
    sellerId: 'seller_id',
    buyerId: 'buyer_id',
    shopId: 'shop_id',
    status: 'status',
    version: 'version',
    currency: 'currency',
    unitPriceMinor: 'unit_price_minor',
    quantity: 'quantity',
    totalMinor: 'total_minor',
    deliveryDays: 'delivery_days',
    validUntil: 'valid_until',
    message: 'message',
    counterUnitPriceMinor: 'counter_unit_price_minor',
    counterQuantity: 'counter_quantity',
    counterTotalMinor: 'counter_total_minor',
    counterDeliveryDays: 'counter_delivery_days',
    counterMessage: 'counter_message',
    counterAt: 'counter_at',
    declineReason: 'decline_reason',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

/** An order, placed from an accepted proposal or a listing; amounts in minor units. */
export const orderTable = {
  name: 'market_order',
  columns: {
    id: 'id',
    number: 'number',
    buyerId: 'buyer_id',
    sellerId: 'seller_id',
    shopId: 'shop_id',
    source: 'source',
    proposalId: 'proposal_id',
    requirementId: 'requirement_id',
    listingId: 'listing_id',
    title: 'title',
    kind: 'kind',
    currency: 'currency',
    unitPriceMinor: 'unit_price_minor',
    quantity: 'quantity',
    unit: 'unit',
    totalMinor: 'total_minor',
    feeBps: 'fee_bps',
    feeMinor: 'fee_minor',
    refundedMinor: 'refunded_minor',
    deliveryDays: 'delivery_days',
    shippingKind: 'shipping_kind',
    shippingRateMinor: 'shipping_rate_minor',
    shippingMinor: 'shipping_minor',
    deliveryAddress: 'delivery_address',
    buyerNote: 'buyer_note',
    status: 'status',
    version: 'version',
    paymentRef: 'payment_ref',
    shipNote: 'ship_note',
    tracking: 'tracking',
    closedBy: 'closed_by',
    closeReason: 'close_reason',
    placedAt: 'placed_at',
    acceptedAt: 'accepted_at',
    paidAt: 'paid_at',
    shippedAt: 'shipped_at',
    deliveredAt: 'delivered_at',
    completedAt: 'completed_at',
    closedAt: 'closed_at',
    quotedAt: 'quoted_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;
