import type {
  Order as OrderView,
  OrderSide,
  OrderSummary,
  ResourceRef,
} from '@matchbazaar/contracts';
import { orderActionsFor, orderTimerOf } from '@matchbazaar/machines';
import { imageVariantUrl } from '../images/image-urls.js';
import { buyerDisplayName } from '../requirements/requirement.mapper.js';
import type { Shop } from '../shops/shop.entity.js';
import type { User } from '../../identity/users/user.entity.js';
import type { Order, OrderDispute, OrderDisputeMessage, OrderEvent } from './order.entity.js';

/** The order as the access policy sees it: the buyer owns it, the seller is across. */
export const orderResource = (order: Order): ResourceRef<'order'> => ({
  kind: 'order',
  ownerIds: [order.buyerId],
  counterpartyIds: [order.sellerId],
  status: order.status,
});

export type OrderViewer = 'buyer' | 'seller' | 'admin';

/** When the order entered its status: the start of the status's timer. */
export function enteredAt(order: Order): Date {
  const at: Partial<Record<Order['status'], Date | null | undefined>> = {
    placed: order.placedAt,
    quoting: order.placedAt,
    quoted: order.quotedAt,
    accepted: order.acceptedAt,
    paid: order.paidAt,
    delivered: order.deliveredAt,
  };
  return at[order.status] ?? order.updatedAt;
}

/** When the status's timer runs out, if it has one. */
export function dueAt(order: Order): Date | null {
  const ms = orderTimerOf(order.status);
  return ms === undefined ? null : new Date(enteredAt(order).getTime() + ms);
}

export interface OrderContext {
  buyer: User | undefined;
  seller: User | undefined;
  shop: Shop | undefined;
  viewer: OrderViewer;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** The side whose buttons the viewer sees: an admin acts only on disputes. */
const sideOf = (viewer: OrderViewer): OrderSide => viewer;

export function toOrderSummary(order: Order, context: OrderContext): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    source: order.source,
    proposalId: order.proposalId ?? null,
    requirementId: order.requirementId ?? null,
    listingId: order.listingId ?? null,
    title: order.title,
    kind: order.kind,
    status: order.status,
    version: order.version,
    currency: order.currency,
    unitPriceMinor: order.unitPriceMinor,
    quantity: order.quantity,
    unit: order.unit,
    totalMinor: order.totalMinor,
    feeBps: order.feeBps,
    feeMinor: order.feeMinor ?? null,
    refundedMinor: order.refundedMinor,
    deliveryDays: order.deliveryDays ?? null,
    shipping: order.shippingKind
      ? {
          kind: order.shippingKind,
          rateMinor: order.shippingRateMinor ?? null,
          amountMinor: order.shippingMinor ?? 0,
        }
      : null,
    deliveryAddress: order.deliveryAddress ?? null,
    buyerNote: order.buyerNote ?? null,
    shipNote: order.shipNote ?? null,
    tracking: order.tracking ?? null,
    closedBy: order.closedBy ?? null,
    closeReason: order.closeReason ?? null,
    buyer: { id: order.buyerId, displayName: buyerDisplayName(context.buyer) },
    seller: {
      id: order.sellerId,
      displayName: buyerDisplayName(context.seller),
      shopName: context.shop?.name ?? buyerDisplayName(context.seller),
      shopSlug: context.shop?.slug ?? null,
    },
    viewer: context.viewer,
    actions: orderActionsFor(order.status, sideOf(context.viewer)),
    dueAt: iso(dueAt(order)),
    placedAt: iso(order.placedAt)!,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    completedAt: iso(order.completedAt),
    closedAt: iso(order.closedAt),
    quotedAt: iso(order.quotedAt),
    updatedAt: iso(order.updatedAt)!,
  };
}

export function toOrderView(
  order: Order,
  context: OrderContext & {
    events: readonly OrderEvent[];
    dispute: OrderDispute | null;
    messages: readonly OrderDisputeMessage[];
  },
): OrderView {
  const { dispute } = context;
  return {
    ...toOrderSummary(order, context),
    timeline: context.events.map((event) => ({
      id: event.id,
      type: event.type,
      by: event.by,
      from: event.fromStatus ?? null,
      to: event.toStatus,
      note: event.note ?? null,
      at: iso(event.at)!,
    })),
    dispute: dispute
      ? {
          reason: dispute.reason,
          details: dispute.details,
          evidence: (dispute.evidenceImageIds ?? []).map((id) => ({
            id,
            url: imageVariantUrl(id, 'large'),
          })),
          openedAt: iso(dispute.openedAt)!,
          resolution: dispute.resolution ?? null,
          refundMinor: dispute.refundMinor ?? null,
          resolutionNote: dispute.resolutionNote ?? null,
          resolvedAt: iso(dispute.resolvedAt),
          messages: context.messages.map((message) => ({
            id: message.id,
            side: message.side,
            body: message.body,
            at: iso(message.at)!,
          })),
        }
      : null,
  };
}
