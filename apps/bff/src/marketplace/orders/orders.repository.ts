import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  orderStatuses,
  type OrderAction,
  type OrderSide,
  type OrderStatus,
} from '@matchbazaar/contracts';
import { orderTimers } from '@matchbazaar/machines';
import { Order, OrderDispute, OrderDisputeMessage, OrderEvent } from './order.entity.js';

const PAGE = 20;

/** Orders' rows, their events and disputes: the one place that queries or writes them. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The order as stored now, not kept in the identity map: its steps write through `saveStep`
   * (guarded by the version), never through a flush that would skip that guard.
   */
  findById(id: string): Promise<Order | null> {
    return this.em.findOne(Order, { id }, { disableIdentityMap: true });
  }

  findByProposal(proposalId: string): Promise<Order | null> {
    return this.em.findOne(Order, { proposalId });
  }

  async orderIdsOfProposals(proposalIds: readonly string[]): Promise<Map<string, string>> {
    if (proposalIds.length === 0) return new Map();
    const rows = await this.em.find(
      Order,
      { proposalId: { $in: [...new Set(proposalIds)] } },
      { fields: ['id', 'proposalId'] },
    );
    return new Map(rows.map((row) => [row.proposalId!, row.id]));
  }

  /** Inserts a new order with the next number of the column's identity sequence. */
  async insert(order: Order): Promise<void> {
    const [row] = await this.em.execute<{ number: string }[]>(
      `select nextval(pg_get_serial_sequence('"market_order"', 'number'))::text as "number"`,
    );
    order.number = Number(row!.number);
    this.em.persist(order);
    await this.em.flush();
  }

  /**
   * Writes the order's step if nobody else stepped since it was read: the update names the
   * version it read and bumps it. False when another step won (the caller answers 409).
   */
  async saveStep(order: Order, readVersion: number): Promise<boolean> {
    const changes = {
      status: order.status,
      version: readVersion + 1,
      // A shipping quote changes the total the buyer then pays (and escrow holds).
      totalMinor: order.totalMinor,
      shippingMinor: order.shippingMinor,
      quotedAt: order.quotedAt,
      feeMinor: order.feeMinor,
      refundedMinor: order.refundedMinor,
      paymentRef: order.paymentRef,
      shipNote: order.shipNote,
      tracking: order.tracking,
      closedBy: order.closedBy,
      closeReason: order.closeReason,
      acceptedAt: order.acceptedAt,
      paidAt: order.paidAt,
      shippedAt: order.shippedAt,
      deliveredAt: order.deliveredAt,
      completedAt: order.completedAt,
      closedAt: order.closedAt,
      updatedAt: new Date(),
    };
    const updated = await this.em.nativeUpdate(
      Order,
      { id: order.id, version: readVersion },
      changes,
    );
    if (updated !== 1) return false;
    Object.assign(order, changes);
    return true;
  }

  /**
   * Locks the order's row for the rest of the transaction, as a step's update would (no key
   * update): settling a payment intent takes it before the intent's row, in the one lock order.
   */
  async lockRow(id: string): Promise<void> {
    await this.em.execute(`select 1 from "market_order" where "id" = ? for no key update`, [id]);
  }

  /**
   * Moves the order's version on, nothing else, if it is still `readVersion`: a payment's capture
   * is recorded under it, so any step that read the order before loses its race (409).
   */
  async bumpVersion(id: string, readVersion: number): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      Order,
      { id, version: readVersion },
      { version: readVersion + 1, updatedAt: new Date() },
    );
    return updated === 1;
  }

  /** The money a step moved (fee taken, amount refunded), in the step's transaction. */
  async saveMoney(order: Order): Promise<void> {
    await this.em.nativeUpdate(
      Order,
      { id: order.id },
      { feeMinor: order.feeMinor, refundedMinor: order.refundedMinor },
    );
  }

  async addEvent(input: {
    orderId: string;
    type: OrderAction | 'placed';
    by: OrderSide;
    actorId: string | null;
    from: OrderStatus | null;
    to: OrderStatus;
    note: string | null;
    /** When it happened, if not now (two steps of one moment, kept in their order). */
    at?: Date;
  }): Promise<OrderEvent> {
    const event = this.em.create(OrderEvent, {
      orderId: input.orderId,
      type: input.type,
      by: input.by,
      actorId: input.actorId,
      fromStatus: input.from,
      toStatus: input.to,
      note: input.note,
      ...(input.at ? { at: input.at } : {}),
    });
    this.em.persist(event);
    await this.em.flush();
    return event;
  }

  async eventsOf(orderId: string): Promise<OrderEvent[]> {
    return this.em.find(OrderEvent, { orderId }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  findDispute(orderId: string): Promise<OrderDispute | null> {
    return this.em.findOne(OrderDispute, { orderId }, { refresh: true });
  }

  async disputesOf(orderIds: readonly string[]): Promise<Map<string, OrderDispute>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.em.find(OrderDispute, { orderId: { $in: [...orderIds] } });
    return new Map(rows.map((row) => [row.orderId, row]));
  }

  async saveDispute(dispute: OrderDispute): Promise<void> {
    this.em.persist(dispute);
    await this.em.flush();
  }

  async addDisputeMessage(input: {
    orderId: string;
    authorId: string;
    side: 'buyer' | 'seller' | 'admin';
    body: string;
  }): Promise<OrderDisputeMessage> {
    const message = this.em.create(OrderDisputeMessage, input);
    this.em.persist(message);
    await this.em.flush();
    return message;
  }

  disputeMessagesOf(orderId: string): Promise<OrderDisputeMessage[]> {
    return this.em.find(OrderDisputeMessage, { orderId }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  /** A page of the user's orders on one side, newest first, keyset on the number. */
  page(
    side: 'buyer' | 'seller',
    userId: string,
    status: OrderStatus | undefined,
    before: number | undefined,
    limit = PAGE,
  ): Promise<Order[]> {
    return this.em.find(
      Order,
      {
        ...(side === 'buyer' ? { buyerId: userId } : { sellerId: userId }),
        ...(status && { status }),
        ...(before && { number: { $lt: before } }),
      },
      { orderBy: { number: 'desc' }, limit },
    );
  }

  /** Staff's list: every order (of a status), newest first. */
  all(status: OrderStatus | undefined, before: number | undefined, limit = PAGE): Promise<Order[]> {
    return this.em.find(
      Order,
      { ...(status && { status }), ...(before && { number: { $lt: before } }) },
      { orderBy: { number: 'desc' }, limit },
    );
  }

  /** Orders whose status's timer ran out by `now` (the column each status started at). */
  async overdue(now: Date, limit: number): Promise<Pick<Order, 'id' | 'status' | 'version'>[]> {
    const startedAt: Record<keyof typeof orderTimers, string> = {
      placed: 'placed_at',
      quoting: 'placed_at',
      quoted: 'quoted_at',
      accepted: 'accepted_at',
      paid: 'paid_at',
      delivered: 'delivered_at',
    };
    const conditions = Object.entries(orderTimers).map(
      ([status, ms]) =>
        `("status" = '${status}' and "${startedAt[status as keyof typeof orderTimers]}" <= ?::timestamptz - interval '${ms} milliseconds')`,
    );
    return this.em.execute(
      `select "id", "status", "version" from "market_order"
       where ${conditions.join(' or ')}
       order by "updated_at" limit ?`,
      [...conditions.map(() => now), limit],
    );
  }

  /** How many of the user's orders (or everyone's) are in each status. */
  async counts(
    side: 'buyer' | 'seller' | 'all',
    userId?: string,
  ): Promise<Record<OrderStatus, number>> {
    const column = side === 'buyer' ? 'buyer_id' : 'seller_id';
    const rows = await this.em.execute<{ status: OrderStatus; n: string }[]>(
      `select "status", count(*) as "n" from "market_order"
       ${side === 'all' ? '' : `where "${column}" = ?`}
       group by "status"`,
      side === 'all' ? [] : [userId],
    );
    const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
