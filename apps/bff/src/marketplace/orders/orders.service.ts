import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  checkoutPrice,
  isServiceGroup,
  maxAmountMinor,
  messages,
  needsDeliveryAddress,
  type Actor,
  type Currency,
  type DeliveryAddress,
  type ListingOrderRequest,
  type OpenDisputeRequest,
  type Order as OrderView,
  type OrderAction,
  type OrderKind,
  type OrderSide,
  type OrdersAnswer,
  type OrdersQuery,
  type PayOrderRequest,
  type QuoteShippingRequest,
  type ResolveDisputeRequest,
  type ShipOrderRequest,
} from '@matchbazaar/contracts';
import {
  nextOrderStatus,
  orderActionSide,
  orderMoneyOf,
  orderStartOf,
} from '@matchbazaar/machines';
import { ApiException } from '../../platform/common/api-exception.js';
import { AddressesService } from '../../identity/addresses/addresses.service.js';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { Reachability } from '../blocks/reachability.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ImagesRepository } from '../images/images.repository.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PaymentIntents } from '../ledger/payment-intents.js';
import type { PaymentIntentRow } from '../ledger/payment-intents.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ledger/payment-provider.js';
import type { Listing } from '../listings/listing.entity.js';
import { offeredShipping } from '../listings/listing-shipping.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { MatchOutcomes } from '../matching/match-outcomes.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { Order, OrderDispute, type OrderEvent } from './order.entity.js';
import { OrderAnnouncer } from './order-announcer.js';
import { orderResource, type OrderViewer } from './order.mapper.js';
import { OrderViews } from './order-views.js';
import { OrdersRepository } from './orders.repository.js';

const m = messages.orders;
type Caller = NonNullable<Actor>;

/** The policy's action for each side's steps. */
const policyOf: Record<OrderSide, 'buyerStep' | 'sellerStep' | 'resolve' | null> = {
  buyer: 'buyerStep',
  seller: 'sellerStep',
  admin: 'resolve',
  system: null,
};

/** Category groups whose orders are services: "in progress" rather than shipped. */
export const orderKindOf = (groupId: string | null | undefined): OrderKind =>
  isServiceGroup(groupId) ? 'service' : 'goods';

/** How a step is run. */
interface StepOptions {
  /** The `pay` step of a capture the provider made (by the buyer): its own pending intent allowed. */
  capturing?: boolean;
}

/** What one step changes besides the status, inside its transaction. */
type Apply = (
  order: Order,
  now: Date,
  from: Order['status'],
) => Promise<string | null | void> | string | null | void;

/**
 * Orders (docs/product/orders.md). Every step: in one transaction, who may (the access policy),
 * when (the order machine's pure transition), the write guarded by the version read (two steps at
 * once: one wins, the other gets 409), the money it moves (the ledger, under keys made from the
 * order) and its event; after the commit, the announcer pushes the order to both sides, stores
 * and mails the notification, and sets the new status's timer.
 */
/** What an order takes from the proposal it was accepted from (proposals/ builds on orders/). */
export interface AcceptedTerms {
  id: string;
  buyerId: string;
  sellerId: string;
  shopId: string;
  currency: Currency;
  unitPriceMinor: number;
  quantity: number;
  totalMinor: number;
  deliveryDays: number;
}

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly listings: ListingsRepository,
    private readonly images: ImagesRepository,
    private readonly settings: SettingsService,
    private readonly access: ResourceAccess,
    private readonly transactions: Transactions,
    private readonly ledger: LedgerService,
    private readonly announcer: OrderAnnouncer,
    private readonly views: OrderViews,
    private readonly outcomes: MatchOutcomes,
    private readonly reach: Reachability,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly intents: PaymentIntents,
    private readonly addresses: AddressesService,
    private readonly shops: ShopsRepository,
  ) {
    // The order's row first, as every step takes it (see PaymentIntents.settle).
    const lockFirst = (intent: PaymentIntentRow) => this.orders.lockRow(intent.order_id!);
    intents.handle('capture', {
      lockFirst,
      succeeded: (intent) => this.captured(intent),
      // Nothing moved: the order stays payable, and the buyer may try another card.
      failed: () => Promise.resolve(),
    });
    intents.handle('refund', {
      lockFirst,
      succeeded: (intent) => this.refunded(intent),
      // Escrow keeps the money, and the log says so: a refund the provider refuses is for staff.
      failed: (intent, reason) => {
        this.logger.error(`Refund of order ${intent.order_id} refused: ${reason}`);
        return Promise.resolve();
      },
    });
  }

  /** "Order" on a fixed-price listing: its price, at least its minimum quantity. */
  async placeFromListing(
    caller: Caller,
    listingId: string,
    request: ListingOrderRequest,
  ): Promise<OrderView> {
    if (!this.access.can(caller, 'place', { kind: 'listingOrders', ownerIds: [] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    }
    const listing = await this.listings.findById(listingId);
    if (!listing || listing.status !== 'published') {
      throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotAvailable);
    }
    if (listing.sellerId === caller.userId) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.ownListing);
    }
    // A block either way: no order, and so no note mailed to the seller.
    await this.reach.assertCanReach(caller.userId, listing.sellerId);
    if (listing.priceType !== 'fixed' || !listing.priceMinor) {
      throw new ApiException(HttpStatus.CONFLICT, m.listingNotOrderable);
    }
    if (request.quantity < listing.minOrderQuantity) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'quantity', msg: m.belowMinimum(listing.minOrderQuantity, listing.minOrderUnit) },
      ]);
    }
    const checkout = await this.checkout(caller, listing, request);
    const order = this.newOrder(listing, {
      buyerId: caller.userId,
      source: 'listing',
      unitPriceMinor: listing.priceMinor,
      quantity: request.quantity,
      totalMinor: checkout.totalMinor,
      buyerNote: request.note || null,
    });
    Object.assign(order, {
      shippingKind: checkout.shipping?.kind ?? null,
      shippingRateMinor: checkout.shipping?.rateMinor ?? null,
      shippingMinor: checkout.shipping?.amountMinor ?? 0,
      deliveryAddress: checkout.address,
      // By quotation: the seller quotes the shipping before anyone accepts a total.
      status: orderStartOf(checkout.shipping?.kind),
    });
    const event = await this.transactions.run(async () => {
      order.feeBps = await this.settings.current('orders.platformFeeBps');
      await this.orders.insert(order);
      return this.orders.addEvent({
        orderId: order.id,
        type: 'placed',
        by: 'buyer',
        actorId: caller.userId,
        from: null,
        to: order.status,
        note: order.buyerNote ?? null,
      });
    });
    await this.announcer.announce(order, event);
    await this.outcomes.ordered(order);
    return this.views.view(order, 'buyer');
  }

  /**
   * Checkout (docs/product/orders.md, "Checkout"): the shipping must be one the listing offers
   * (goods always offer one: by quotation when the listing and its shop name none), goods go to
   * one of the buyer's own saved addresses (copied onto the order) unless they are picked up, a
   * service takes neither; the total is worked out here from the listing, whatever the browser
   * showed.
   */
  private async checkout(caller: Caller, listing: Listing, request: ListingOrderRequest) {
    const c = messages.checkout;
    const invalid = (path: string, msg: string) =>
      new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [{ path, msg }]);
    const service = isServiceGroup(listing.groupId);
    // A listing without options of its own offers its shop's default.
    const shop =
      (listing.shippingOptions ?? []).length > 0 ? null : await this.shops.findById(listing.shopId);
    const offered = offeredShipping(listing, shop);
    let option: (typeof offered)[number] | null = null;
    if (request.shipping !== undefined || offered.length > 0) {
      option = offered.find((o) => o.kind === request.shipping) ?? null;
      if (!option) {
        throw invalid('shipping', request.shipping ? c.shipping.notOffered : c.shipping.required);
      }
    }
    if (service && request.addressId) throw invalid('addressId', c.checkout.serviceNoAddress);
    const needsAddress = needsDeliveryAddress(listing.groupId, option?.kind ?? null);
    if (needsAddress && !request.addressId) {
      throw invalid('addressId', c.checkout.addressRequired);
    }
    const address = needsAddress
      ? await this.addresses.forOrder(caller, request.addressId!, c.checkout.addressNotYours)
      : null;
    const price = checkoutPrice(listing.priceMinor!, request.quantity, option);
    if (price === undefined) throw invalid('quantity', m.totalTooLarge);
    return {
      totalMinor: price.totalMinor,
      address,
      shipping: option && {
        kind: option.kind,
        rateMinor: 'amountMinor' in option ? option.amountMinor : null,
        amountMinor: price.shippingMinor,
      },
    };
  }

  /**
   * The order an agreement on a proposal becomes, in the agreeing step's transaction
   * (ProposalsService): the buyer accepting the seller's terms, or the seller accepting the
   * buyer's counter-offer. Its terms; placed and accepted at once, awaiting the buyer's payment
   * (docs/product/orders.md); one per proposal (a unique index). The caller announces it after
   * the commit.
   */
  async placeFromProposal(
    proposal: AcceptedTerms,
    requirement: { id: string; title: string; groupId?: string | null; quantityUnit?: string },
    agreedBy: 'buyer' | 'seller',
    address?: DeliveryAddress | null,
  ): Promise<{ order: Order; event: OrderEvent }> {
    const now = new Date();
    const kind = orderKindOf(requirement.groupId);
    // Goods go to the address the buyer chose when accepting, else to their default one: a goods
    // order always knows where to deliver (docs/product/orders.md, "Where an order comes from").
    const deliveryAddress =
      kind === 'service' ? null : (address ?? (await this.addresses.defaultOf(proposal.buyerId)));
    if (kind !== 'service' && !deliveryAddress) {
      const c = messages.checkout.checkout;
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'addressId', msg: agreedBy === 'buyer' ? c.addressRequired : c.buyerHasNoAddress },
      ]);
    }
    const order = new Order();
    Object.assign(order, {
      buyerId: proposal.buyerId,
      sellerId: proposal.sellerId,
      shopId: proposal.shopId,
      source: 'proposal',
      proposalId: proposal.id,
      requirementId: requirement.id,
      listingId: null,
      title: requirement.title.slice(0, 200),
      kind,
      deliveryAddress,
      currency: proposal.currency,
      unitPriceMinor: proposal.unitPriceMinor,
      quantity: proposal.quantity,
      unit: (requirement.quantityUnit ?? '').slice(0, 12),
      totalMinor: proposal.totalMinor,
      feeBps: await this.settings.current('orders.platformFeeBps'),
      deliveryDays: proposal.deliveryDays,
      buyerNote: null,
      // Both sides agreed to these terms: nobody is asked to accept them again.
      status: 'accepted',
      acceptedAt: now,
    });
    await this.orders.insert(order);
    const placed = await this.orders.addEvent({
      orderId: order.id,
      type: 'placed',
      by: 'buyer',
      actorId: proposal.buyerId,
      from: null,
      to: 'placed',
      note: null,
      at: now,
    });
    const accepted = await this.orders.addEvent({
      orderId: order.id,
      type: 'accept',
      by: 'seller',
      actorId: proposal.sellerId,
      from: 'placed',
      to: 'accepted',
      note: null,
      at: new Date(now.getTime() + 1),
    });
    // The step announced is the one that tells the side that did not act.
    return { order, event: agreedBy === 'buyer' ? placed : accepted };
  }

  /**
   * Before a buyer's counter-offer on goods: the seller's acceptance places the order at once and
   * sends it to the buyer's default address, so they must have one (400 naming addressId if not).
   */
  async assertCanReceiveGoods(buyerId: string, groupId: string | null | undefined): Promise<void> {
    if (orderKindOf(groupId) === 'service' || (await this.addresses.defaultOf(buyerId))) return;
    throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
      { path: 'addressId', msg: messages.checkout.checkout.counterNeedsAddress },
    ]);
  }

  /** One of the caller's saved addresses, as an order keeps it (400 naming addressId if not). */
  deliveryAddress(caller: Caller, addressId: string): Promise<DeliveryAddress> {
    return this.addresses.forOrder(caller, addressId, messages.checkout.checkout.addressNotYours);
  }

  /** The order each accepted proposal became, by proposal id (a proposal's view links it). */
  orderIdsOfProposals(proposalIds: readonly string[]): Promise<Map<string, string>> {
    return this.orders.orderIdsOfProposals(proposalIds);
  }

  /** After the acceptance's commit: the new order pushed, notified and timed. */
  async announcePlaced(placed: { order: Order; event: OrderEvent }): Promise<void> {
    await this.announcer.announce(placed.order, placed.event);
    await this.outcomes.ordered(placed.order);
  }

  async get(caller: Caller, id: string): Promise<OrderView> {
    const order = this.access.authorize(
      caller,
      'read',
      await this.orders.findById(id),
      orderResource,
      {
        notFound: m.notFound,
      },
    );
    return this.views.view(order, this.viewerOf(caller, order));
  }

  async list(caller: Caller, query: OrdersQuery): Promise<OrdersAnswer['data']> {
    const rows = await this.orders.page(query.role, caller.userId, query.status, query.before);
    return {
      items: await this.views.summaries(rows, query.role),
      next: rows.length === 20 ? rows.at(-1)!.number : null,
      counts: await this.orders.counts(query.role, caller.userId),
    };
  }

  /** Staff's list: disputes to resolve, and any order to answer a question about. */
  async listAll(
    caller: Caller,
    query: { status?: Order['status']; before?: number },
  ): Promise<OrdersAnswer['data']> {
    if (!this.access.can(caller, 'list', { kind: 'adminOrders', ownerIds: [] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    }
    const rows = await this.orders.all(query.status, query.before);
    return {
      items: await this.views.summaries(rows, 'admin'),
      next: rows.length === 20 ? rows.at(-1)!.number : null,
      counts: await this.orders.counts('all'),
    };
  }

  accept(caller: Caller, id: string, note?: string) {
    return this.step(caller, id, 'accept', (order, now) => {
      order.acceptedAt = now;
      return note || null;
    });
  }

  /**
   * The seller's shipping quote on an order shipped by quotation (docs/product/orders.md,
   * "Shipping by quotation"): in the order's currency, zero or more, and the new total within what
   * one order may hold. It is the seller's acceptance at that total; the buyer answers it, and
   * what they then pay (and escrow holds) is the new total.
   */
  quote(caller: Caller, id: string, request: QuoteShippingRequest) {
    const invalid = (path: string, msg: string) =>
      new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [{ path, msg }]);
    return this.step(caller, id, 'quote', (order, now) => {
      if (request.currency !== order.currency) {
        throw invalid('currency', m.quoteCurrency(order.currency));
      }
      const total = order.totalMinor - order.shippingMinor + request.amountMinor;
      if (total > maxAmountMinor) throw invalid('amountMinor', m.quoteTotalTooLarge);
      order.shippingMinor = request.amountMinor;
      order.totalMinor = total;
      order.quotedAt = now;
      const line = m.quoteNote(
        m.money(request.amountMinor, order.currency),
        m.money(total, order.currency),
      );
      return request.note ? `${line}. ${request.note}` : line;
    });
  }

  /** The buyer accepts the quoted total: the order is accepted and waits for their payment. */
  acceptQuote(caller: Caller, id: string, note?: string) {
    return this.step(caller, id, 'quote.accept', (order, now) => {
      order.acceptedAt = now;
      return note || null;
    });
  }

  /** The buyer declines the quoted total: cancelled, and nothing was charged. */
  declineQuote(caller: Caller, id: string, reason: string) {
    return this.step(caller, id, 'quote.decline', (order, now) =>
      this.close(order, 'buyer', reason, now),
    );
  }

  decline(caller: Caller, id: string, reason: string) {
    return this.step(caller, id, 'decline', (order, now) =>
      this.close(order, 'seller', reason, now),
    );
  }

  /** Cancels for whichever side the caller is on (the machine says when each may). */
  async cancel(caller: Caller, id: string, reason: string) {
    const order = await this.orders.findById(id);
    const action = order && order.sellerId === caller.userId ? 'seller.cancel' : 'buyer.cancel';
    return this.step(caller, id, action, (o, now) =>
      this.close(o, action === 'seller.cancel' ? 'seller' : 'buyer', reason, now),
    );
  }

  /**
   * Pays into escrow (docs/decisions/0035-orders-and-the-ledger.md): the card is authorized first
   * (a refusal is the buyer's 402, nothing written); the capture is recorded as an intent while
   * the order's version moves on (a step that read it before loses); after that commit the
   * provider captures, and only then does the order become paid with its payment booked.
   */
  async pay(caller: Caller, id: string, request: PayOrderRequest) {
    const peek = this.access.authorize(
      caller,
      'buyerStep',
      await this.orders.findById(id),
      orderResource,
      { notFound: m.notFound, forbidden: m.onlyBuyer },
    );
    this.refuseUnless(peek, 'pay');
    const key = `pay:${peek.id}:${peek.version}`;
    const authorization = await this.provider.authorize({
      card: { number: request.cardNumber, expiry: request.expiry, cvc: request.cvc },
      amountMinor: peek.totalMinor,
      currency: peek.currency,
      key,
    });
    if (!authorization.ok) {
      throw new ApiException(
        HttpStatus.PAYMENT_REQUIRED,
        authorization.refusal === 'insufficient_funds' ? m.insufficientFunds : m.cardDeclined,
      );
    }
    const intent = await this.transactions.run(async () => {
      if (!(await this.orders.bumpVersion(peek.id, peek.version))) {
        throw new ApiException(HttpStatus.CONFLICT, m.changedMeanwhile);
      }
      const recorded = await this.intents.record({
        kind: 'capture',
        key: `capture:${peek.id}:${authorization.ref}`,
        orderId: peek.id,
        paymentRef: authorization.ref,
        amountMinor: peek.totalMinor,
        currency: peek.currency,
      });
      // The order's one live capture exists already (the unique index).
      if (!recorded) throw new ApiException(HttpStatus.CONFLICT, m.paymentInProgress);
      return recorded;
    });
    const state = await this.intents.settle(intent);
    if (state === 'failed') throw new ApiException(HttpStatus.PAYMENT_REQUIRED, m.paymentFailed);
    // No answer: the sweep asks again; the buyer is told the order shows as paid if it went through.
    if (state === 'pending') throw new ApiException(HttpStatus.BAD_GATEWAY, m.paymentPending);
    return this.views.view((await this.orders.findById(id)) ?? peek, 'buyer');
  }

  /** A capture the provider made: the order's `pay` step, its payment booked, in the settling transaction. */
  private async captured(intent: PaymentIntentRow) {
    const { order, event } = await this.stepIn(
      null,
      intent.order_id!,
      'pay',
      (o, now) => {
        o.paymentRef = intent.payment_ref;
        o.paidAt = now;
        return null;
      },
      { capturing: true },
    );
    return () => this.announcer.announce(order, event);
  }

  /** A refund the provider made: escrow back to the buyer, booked once, and the order's refunded sum. */
  private async refunded(intent: PaymentIntentRow) {
    const order = await this.orders.findById(intent.order_id!);
    if (!order) return;
    const amount = Number(intent.amount_minor);
    await this.ledger.bookRefund(order, amount);
    order.refundedMinor += amount;
    await this.orders.saveMoney(order);
  }

  ship(caller: Caller, id: string, request: ShipOrderRequest) {
    return this.step(caller, id, 'ship', (order, now) => {
      order.shippedAt = now;
      order.shipNote = request.note || null;
      order.tracking = request.tracking || null;
      return [request.note, request.tracking].filter(Boolean).join(' · ') || null;
    });
  }

  deliver(caller: Caller, id: string, note?: string) {
    return this.step(caller, id, 'deliver', (order, now) => {
      order.deliveredAt = now;
      return note || null;
    });
  }

  confirm(caller: Caller, id: string, note?: string) {
    return this.step(caller, id, 'confirm', () => note || null);
  }

  async dispute(caller: Caller, id: string, request: OpenDisputeRequest) {
    const foreign = await this.images.notOwnedBy(caller.userId, request.evidenceImageIds);
    if (foreign.length > 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        {
          path: `evidenceImageIds.${request.evidenceImageIds.indexOf(foreign[0]!)}`,
          msg: m.evidenceNotYours,
        },
      ]);
    }
    return this.step(caller, id, 'dispute', async (order, _now, from) => {
      const dispute = new OrderDispute();
      Object.assign(dispute, {
        orderId: order.id,
        reason: request.reason,
        details: request.details,
        evidenceImageIds: request.evidenceImageIds,
        openedFrom: from,
      });
      await this.orders.saveDispute(dispute);
      return `${m.disputeReasons[request.reason]}: ${request.details}`;
    });
  }

  /** A message on an open dispute, from either side or an admin; the others are told. */
  async disputeMessage(caller: Caller, id: string, body: string): Promise<OrderView> {
    const order = this.access.authorize(
      caller,
      'discuss',
      await this.orders.findById(id),
      orderResource,
      { notFound: m.notFound },
    );
    const viewer = this.viewerOf(caller, order);
    await this.orders.addDisputeMessage({
      orderId: order.id,
      authorId: caller.userId,
      side: viewer,
      body,
    });
    await this.announcer.disputeMessage(order, viewer);
    return this.views.view(order, viewer);
  }

  /** An admin ends a dispute: release to the seller, refund the buyer, or split. */
  resolve(caller: Caller, id: string, request: ResolveDisputeRequest) {
    const action = `resolve.${request.outcome}` as const;
    return this.step(caller, id, action, async (order, now) => {
      const dispute = await this.orders.findDispute(order.id);
      if (!dispute) throw new ApiException(HttpStatus.CONFLICT, m.noDispute);
      if (action === 'resolve.split' && (request.refundMinor ?? 0) >= order.totalMinor) {
        throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
          { path: 'refundMinor', msg: m.refundTooLarge },
        ]);
      }
      Object.assign(dispute, {
        resolution: request.outcome,
        refundMinor:
          request.outcome === 'split'
            ? request.refundMinor
            : request.outcome === 'refund'
              ? order.totalMinor
              : 0,
        resolutionNote: request.note,
        resolvedBy: caller.userId,
        resolvedAt: now,
      });
      await this.orders.saveDispute(dispute);
      if (action === 'resolve.refund') this.close(order, 'admin', request.note, now);
      return request.note;
    });
  }

  /**
   * The status's timer ran out (the orders queue, or the sweep for a lost one): the machine's
   * `timeout`, if the order is still where the timer was set. Answers whether it stepped.
   */
  timeout(orderId: string, status: Order['status'], version: number): Promise<boolean> {
    // Timers run outside HTTP: the step gets its own unit of work, as a request would.
    return runAsOneRequest(() => this.timeoutNow(orderId, status, version));
  }

  private async timeoutNow(orderId: string, status: Order['status'], version: number) {
    const order = await this.orders.findById(orderId);
    if (!order || order.status !== status || order.version !== version) return false;
    const note = (m.timeouts as Partial<Record<Order['status'], string>>)[status] ?? null;
    try {
      await this.run(null, order.id, 'timeout', (o, now) => {
        if (nextOrderStatus(status, 'timeout') !== 'completed') this.close(o, 'system', note, now);
        return note;
      });
      return true;
    } catch (error) {
      // Another step won meanwhile: the timer has nothing left to do.
      if (error instanceof ApiException && error.getStatus() === HttpStatus.CONFLICT) return false;
      throw error;
    }
  }

  private step(caller: Caller, id: string, action: OrderAction, apply: Apply) {
    return this.run(caller, id, action, apply);
  }

  /**
   * One step in its transaction; after the commit, the refunds it asked for settled with the
   * provider, then its announcement. Answers the order as the caller sees it.
   */
  private async run(
    caller: Caller | null,
    id: string,
    action: OrderAction,
    apply: Apply,
  ): Promise<OrderView> {
    const { order, event, intents } = await this.transactions.run(() =>
      this.stepIn(caller, id, action, apply),
    );
    // A refund the provider made is booked (and the order's refunded sum with it) as it settles.
    await this.intents.settleAll(intents);
    const shown = intents.length > 0 ? ((await this.orders.findById(id)) ?? order) : order;
    await this.announcer.announce(shown, event);
    const viewer: OrderViewer = caller ? this.viewerOf(caller, shown) : 'buyer';
    return this.views.view(shown, viewer);
  }

  /**
   * The step inside the caller's transaction: who may, when, the version-guarded write, the money
   * and the event. Answers the payment intents it recorded, for settling after the commit.
   */
  private async stepIn(
    caller: Caller | null,
    id: string,
    action: OrderAction,
    apply: Apply,
    options: StepOptions = {},
  ): Promise<{ order: Order; event: OrderEvent; intents: PaymentIntentRow[] }> {
    const side = orderActionSide[action];
    const found = await this.orders.findById(id);
    const policy = policyOf[side];
    const order =
      caller && policy
        ? this.access.authorize(caller, policy, found, orderResource, {
            notFound: m.notFound,
            forbidden:
              side === 'seller' ? m.onlySeller : side === 'admin' ? m.onlyAdmin : m.onlyBuyer,
          })
        : found;
    if (!order) throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    const from = order.status;
    const to = this.refuseUnless(order, action);
    // While the provider captures, the order waits: no cancellation or timeout under the payment.
    if (
      !options.capturing &&
      nextOrderStatus(from, 'pay') &&
      (await this.intents.capturePending(order.id))
    ) {
      throw new ApiException(HttpStatus.CONFLICT, m.paymentInProgress);
    }
    const readVersion = order.version;
    const now = new Date();
    order.status = to;
    const note = (await apply(order, now, from)) ?? null;
    if (to === 'completed') order.completedAt = now;
    // The write names the version it read: a step that lost the race changes nothing.
    if (!(await this.orders.saveStep(order, readVersion))) {
      throw new ApiException(HttpStatus.CONFLICT, m.changedMeanwhile);
    }
    const intents = await this.moveMoney(order, from, action);
    const event = await this.orders.addEvent({
      orderId: order.id,
      type: action,
      by: side,
      actorId: caller?.userId ?? (options.capturing ? order.buyerId : null),
      from,
      to,
      note: note ? note.slice(0, 1000) : null,
    });
    return { order, event, intents };
  }

  /**
   * The money the step moves (orderMoneyOf), in the step's transaction: booked, or for a refund
   * recorded as an intent (answered) that books it once the provider refunded.
   */
  private async moveMoney(
    order: Order,
    from: Order['status'],
    action: OrderAction,
  ): Promise<PaymentIntentRow[]> {
    const money = orderMoneyOf(from, action);
    if (money === 'payment') await this.ledger.payment(order);
    let refund: Awaited<ReturnType<LedgerService['refund']>> = { refundMinor: 0, intent: null };
    if (money === 'refund') refund = await this.ledger.refund(order, order.paymentRef ?? null);
    if (money === 'split') {
      const dispute = await this.orders.findDispute(order.id);
      refund = await this.ledger.refund(order, order.paymentRef ?? null, dispute?.refundMinor ?? 0);
    }
    // A refund waiting for the provider is still in escrow: not the seller's to be released.
    if (money === 'release' || money === 'split') {
      order.feeMinor = await this.ledger.release(order, refund.intent ? refund.refundMinor : 0);
    }
    // Booked at once (no payment to give back): the refunded sum is known now.
    if (!refund.intent) order.refundedMinor += refund.refundMinor;
    if (money !== 'none' && money !== 'payment') {
      // The amounts are known only now: written in the same transaction, the version kept.
      await this.orders.saveMoney(order);
    }
    return refund.intent ? [refund.intent] : [];
  }

  private refuseUnless(order: Order, action: OrderAction): Order['status'] {
    const to = nextOrderStatus(order.status, action);
    if (!to) {
      throw new ApiException(
        HttpStatus.CONFLICT,
        m.transitionRefused(m.statuses[order.status].toLowerCase()),
      );
    }
    return to;
  }

  private close(order: Order, by: OrderSide, reason: string | null, now: Date): string | null {
    order.closedBy = by;
    order.closeReason = reason;
    order.closedAt = now;
    return reason;
  }

  private viewerOf(caller: Caller, order: Order): OrderViewer {
    if (order.buyerId === caller.userId) return 'buyer';
    if (order.sellerId === caller.userId) return 'seller';
    return 'admin';
  }

  private newOrder(
    listing: Listing,
    terms: Pick<
      Order,
      'buyerId' | 'source' | 'unitPriceMinor' | 'quantity' | 'totalMinor' | 'buyerNote'
    >,
  ): Order {
    const order = new Order();
    Object.assign(order, {
      ...terms,
      sellerId: listing.sellerId,
      shopId: listing.shopId,
      proposalId: null,
      requirementId: null,
      listingId: listing.id,
      title: listing.title,
      kind: orderKindOf(listing.groupId),
      currency: listing.currency,
      unit: listing.priceUnit ?? '',
      deliveryDays: null,
      status: 'placed',
    });
    return order;
  }
}
