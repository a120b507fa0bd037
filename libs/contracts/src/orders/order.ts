import { z } from 'zod';
import { answerSchema } from '../api.js';
import { multiLineText, singleLineText } from '../contact-form.js';
import { currencySchema } from '../catalogue/money.js';
import { maxAmountMinor } from '../catalogue/amounts.js';
import { postLimits } from '../catalogue/post-fields.js';
import { ordersMessages as m } from '../messages/orders.js';
import { checkoutMessages } from '../messages/checkout.js';
import { deliveryAddressSchema, orderShippingSchema, shippingKindSchema } from './checkout.js';

/**
 * Orders (docs/product/orders.md). An order is placed from an accepted proposal or from "Order"
 * on a fixed-price listing; its life is machines' order machine, shared by the BFF (which applies
 * an event to the stored status and refuses what the machine refuses) and the web (which shows
 * only the actions the machine allows for the viewer's side). Who may act is the access policy's
 * `order` rows. Money is integer minor units with a currency.
 */

export const orderStatuses = [
  'placed',
  // Shipping by quotation (docs/product/orders.md, "Shipping by quotation"): placed waiting for
  // the seller's quote, then quoted waiting for the buyer to accept the new total.
  'quoting',
  'quoted',
  'accepted',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'disputed',
  'cancelled',
  'declined',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Statuses an order never leaves. */
export const finalOrderStatuses = [
  'completed',
  'cancelled',
  'declined',
] as const satisfies readonly OrderStatus[];

/** Goods are shipped; a service is "in progress" where goods are "shipped". */
export const orderKinds = ['goods', 'service'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** Who took a step: either side, the platform's timers, or an admin resolving a dispute. */
export const orderSides = ['buyer', 'seller', 'system', 'admin'] as const;
export type OrderSide = (typeof orderSides)[number];

/**
 * The order machine's events, one per step. The buyer cancels before paying ('buyer.cancel');
 * the seller cancels before shipping ('seller.cancel', refunding a paid order); 'timeout' is the
 * state's timer; 'resolve.*' end a dispute. 'quote' is the seller's shipping quote on an order
 * shipped by quotation, which the buyer accepts ('quote.accept') or declines ('quote.decline').
 */
export const orderActions = [
  'accept',
  'quote',
  'decline',
  'quote.accept',
  'quote.decline',
  'pay',
  'ship',
  'deliver',
  'confirm',
  'dispute',
  'buyer.cancel',
  'seller.cancel',
  'timeout',
  'resolve.release',
  'resolve.refund',
  'resolve.split',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** What an order event records: 'placed', or the action that moved it. */
export const orderEventTypes = ['placed', ...orderActions] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export const disputeReasons = [
  'not_received',
  'not_as_described',
  'damaged',
  'incomplete',
  'other',
] as const;
export type DisputeReason = (typeof disputeReasons)[number];

export const orderLimits = {
  note: 1000,
  tracking: 200,
  reason: 500,
  disputeDetails: 2000,
  disputeMessage: 2000,
  evidence: 5,
  /** Listing orders: at most this many units in one order. */
  quantityMax: postLimits.quantityMax,
} as const;

/** The default of the system setting `orders.platformFeeBps`: 5 % of what is released. */
export const defaultPlatformFeeBps = 500;

/** The platform's fee on `amountMinor` at `feeBps` (hundredths of a percent), rounded down. */
export function platformFee(amountMinor: number, feeBps: number): number {
  return Math.floor((amountMinor * feeBps) / 10_000);
}

const text = (max: number, error: string, min: number, lines: 'single' | 'multi' = 'multi') =>
  z
    .string({ error })
    .max(max * 2, { error, abort: true })
    .transform(lines === 'multi' ? multiLineText : singleLineText)
    .pipe(z.string().min(min, error).max(max, error));

/** POST /api/v1/listings/:id/orders: "Order" on a fixed-price listing. */
export const listingOrderRequestSchema = z.object({
  quantity: z
    .number({ error: m.quantityInvalid })
    .int({ error: m.quantityInvalid })
    .min(1, { error: m.quantityInvalid })
    .max(orderLimits.quantityMax, { error: m.quantityInvalid }),
  note: text(orderLimits.note, m.noteLength, 0).optional(),
  /**
   * Checkout (docs/product/orders.md, "Checkout"): the shipping chosen among the listing's
   * options (required when it offers any) and one of the buyer's saved addresses (required for
   * goods sent to them). The total is the server's, never the browser's.
   */
  shipping: shippingKindSchema.optional(),
  addressId: z.uuid({ error: checkoutMessages.checkout.addressNotYours }).optional(),
});
export type ListingOrderRequest = z.infer<typeof listingOrderRequestSchema>;

/**
 * POST /api/v1/orders/:id/pay: a card for the development payment provider (docs/product/
 * orders.md, "Test cards"). A real provider would take a token made in the browser instead.
 */
export const payOrderRequestSchema = z.object({
  cardNumber: z
    .string({ error: m.cardNumberInvalid })
    .max(40, { error: m.cardNumberInvalid, abort: true })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, m.cardNumberInvalid)),
  /** MM/YY, not in the past. */
  expiry: z
    .string({ error: m.expiryInvalid })
    .max(7, { error: m.expiryInvalid, abort: true })
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, { error: m.expiryInvalid, abort: true })
    .refine(notExpired, { error: m.cardExpired }),
  cvc: z
    .string({ error: m.cvcInvalid })
    .max(4, { error: m.cvcInvalid, abort: true })
    .regex(/^\d{3,4}$/, m.cvcInvalid),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

function notExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const last = Date.UTC(2000 + year!, month, 1); // the first day after the expiry month
  return last > now.getTime();
}

/** POST /api/v1/orders/:id/ship: the seller's note and, for goods, the tracking reference. */
export const shipOrderRequestSchema = z.object({
  note: text(orderLimits.note, m.noteLength, 0).optional(),
  tracking: text(orderLimits.tracking, m.trackingLength, 0, 'single').optional(),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;

/**
 * POST /api/v1/orders/:id/quote: the seller's shipping quote on an order shipped by quotation,
 * in the order's currency (checked by the BFF against the order), zero for free shipping.
 */
export const quoteShippingRequestSchema = z.object({
  amountMinor: z
    .number({ error: m.quoteAmountInvalid })
    .int({ error: m.quoteAmountInvalid })
    .min(0, { error: m.quoteAmountInvalid })
    .max(maxAmountMinor, { error: m.quoteTooLarge }),
  currency: currencySchema,
  note: text(orderLimits.note, m.noteLength, 0).optional(),
});
export type QuoteShippingRequest = z.infer<typeof quoteShippingRequestSchema>;

/** A step that may carry a short note (accept, deliver, confirm). */
export const orderNoteRequestSchema = z.object({
  note: text(orderLimits.note, m.noteLength, 0).optional(),
});
export type OrderNoteRequest = z.infer<typeof orderNoteRequestSchema>;

/** Declining or cancelling says why. */
export const orderReasonRequestSchema = z.object({
  reason: text(orderLimits.reason, m.reasonLength, 1),
});
export type OrderReasonRequest = z.infer<typeof orderReasonRequestSchema>;

/** POST /api/v1/orders/:id/dispute: the buyer, before confirming. */
export const openDisputeRequestSchema = z.object({
  reason: z.enum(disputeReasons, { error: m.disputeReasonInvalid }),
  details: text(orderLimits.disputeDetails, m.disputeDetailsLength, 10),
  /** Photos uploaded with POST /api/v1/images. */
  evidenceImageIds: z
    .array(z.uuid({ error: m.evidenceInvalid }), { error: m.evidenceInvalid })
    .max(orderLimits.evidence, { error: m.tooMuchEvidence })
    .default([]),
});
export type OpenDisputeRequest = z.infer<typeof openDisputeRequestSchema>;

/** POST /api/v1/orders/:id/dispute/messages: either side or an admin. */
export const disputeMessageRequestSchema = z.object({
  body: text(orderLimits.disputeMessage, m.disputeMessageLength, 1),
});
export type DisputeMessageRequest = z.infer<typeof disputeMessageRequestSchema>;

/** POST /api/v1/admin/orders/:id/resolve: an admin ends a dispute. */
export const resolveDisputeRequestSchema = z
  .object({
    outcome: z.enum(['release', 'refund', 'split'], { error: m.outcomeInvalid }),
    /** For 'split': what goes back to the buyer; the rest is released to the seller. */
    refundMinor: z
      .number({ error: m.refundInvalid })
      .int({ error: m.refundInvalid })
      .min(1, { error: m.refundInvalid })
      .max(maxAmountMinor, { error: m.refundInvalid })
      .optional(),
    note: text(orderLimits.note, m.resolutionNoteLength, 1),
  })
  .refine((body) => body.outcome !== 'split' || body.refundMinor !== undefined, {
    error: m.refundRequired,
    path: ['refundMinor'],
  });
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

/** GET /api/v1/orders: the caller's orders as buyer or as seller. */
export const ordersQuerySchema = z.object({
  role: z.enum(['buyer', 'seller'], { error: m.roleInvalid }).default('buyer'),
  status: z.enum(orderStatuses, { error: m.statusInvalid }).optional(),
  /** The `number` of the last order of the previous page (newest first). */
  before: z.coerce
    .number({ error: m.cursorInvalid })
    .int({ error: m.cursorInvalid })
    .positive({ error: m.cursorInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: m.cursorInvalid })
    .optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** GET /api/v1/admin/orders: disputes first, for the admins' queue. */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: m.statusInvalid }).optional(),
  before: z.coerce
    .number({ error: m.cursorInvalid })
    .int({ error: m.cursorInvalid })
    .positive({ error: m.cursorInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: m.cursorInvalid })
    .optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const orderIdSchema = z.uuid({ error: m.notFound });

export const orderEventSchema = z.object({
  id: z.string(),
  type: z.enum(orderEventTypes),
  by: z.enum(orderSides),
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const disputeSchema = z.object({
  reason: z.enum(disputeReasons),
  details: z.string(),
  evidence: z.array(z.object({ id: z.string(), url: z.string() })),
  openedAt: z.string(),
  resolution: z.enum(['release', 'refund', 'split']).nullable(),
  refundMinor: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['buyer', 'seller', 'admin']),
      body: z.string(),
      at: z.string(),
    }),
  ),
});
export type Dispute = z.infer<typeof disputeSchema>;

const party = z.object({ id: z.string(), displayName: z.string() });

/** An order as stored: what both sides read and what 'order.changed' pushes. */
export const orderSchema = z.object({
  id: z.string(),
  /** The order's number as people say it ("Order #1024"). */
  number: z.number().int(),
  source: z.enum(['proposal', 'listing']),
  proposalId: z.string().nullable(),
  requirementId: z.string().nullable(),
  listingId: z.string().nullable(),
  title: z.string(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  /** Pass it back with a step to act only on the order as you saw it (409 if it moved on). */
  version: z.number().int(),
  currency: currencySchema,
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  unit: z.string(),
  totalMinor: z.number().int(),
  /** The platform's fee, in hundredths of a percent, fixed when the order was placed. */
  feeBps: z.number().int(),
  /** Taken when the money is released. */
  feeMinor: z.number().int().nullable(),
  refundedMinor: z.number().int(),
  deliveryDays: z.number().int().nullable(),
  /** The shipping chosen at checkout (its cost is in `totalMinor`), or null. */
  shipping: orderShippingSchema.nullable(),
  /** Where the goods go, as the address was when the order was placed; null without one. */
  deliveryAddress: deliveryAddressSchema.nullable(),
  buyerNote: z.string().nullable(),
  shipNote: z.string().nullable(),
  tracking: z.string().nullable(),
  closedBy: z.enum(orderSides).nullable(),
  closeReason: z.string().nullable(),
  buyer: party,
  seller: party.extend({ shopName: z.string(), shopSlug: z.string().nullable() }),
  /** The caller's side, and what they may do now (the order machine and the policy). */
  viewer: z.enum(['buyer', 'seller', 'admin']),
  actions: z.array(z.enum(orderActions)),
  /** When the state's timer runs out (auto-decline, auto-cancel, auto-confirm), if it has one. */
  dueAt: z.string().nullable(),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** When the seller quoted the shipping of an order shipped by quotation (null before). */
  quotedAt: z.string().nullable(),
  updatedAt: z.string(),
  timeline: z.array(orderEventSchema),
  dispute: disputeSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The list's lighter row. */
export const orderSummarySchema = orderSchema.omit({ timeline: true, dispute: true });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderAnswerSchema = answerSchema(z.object({ order: orderSchema }));
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
export const ordersAnswerSchema = answerSchema(
  z.object({
    items: z.array(orderSummarySchema),
    /** Pass as `before` for the next page; null on the last one. */
    next: z.number().int().nullable(),
    /** Orders per status for the tabs. */
    counts: z.record(z.enum(orderStatuses), z.number().int()),
  }),
);
export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;
