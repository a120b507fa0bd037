import { Injectable } from '@nestjs/common';
import type { Order as OrderView, OrderSummary } from '@matchbazaar/contracts';
import { ShopsRepository } from '../shops/shops.repository.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { Order } from './order.entity.js';
import { toOrderSummary, toOrderView, type OrderViewer } from './order.mapper.js';
import { OrdersRepository } from './orders.repository.js';

/** Orders as each side sees them: the parties' names, the shop, the timeline and the dispute. */
@Injectable()
export class OrderViews {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly shops: ShopsRepository,
  ) {}

  async view(order: Order, viewer: OrderViewer): Promise<OrderView> {
    const [users, shops, events, dispute] = await Promise.all([
      this.users.findByIds([order.buyerId, order.sellerId]),
      this.shops.findByIds([order.shopId]),
      this.orders.eventsOf(order.id),
      this.orders.findDispute(order.id),
    ]);
    return toOrderView(order, {
      buyer: users.get(order.buyerId),
      seller: users.get(order.sellerId),
      shop: shops.get(order.shopId),
      viewer,
      events,
      dispute,
      messages: dispute ? await this.orders.disputeMessagesOf(order.id) : [],
    });
  }

  async summaries(rows: readonly Order[], viewer: OrderViewer): Promise<OrderSummary[]> {
    const [users, shops] = await Promise.all([
      this.users.findByIds(rows.flatMap((row) => [row.buyerId, row.sellerId])),
      this.shops.findByIds(rows.map((row) => row.shopId)),
    ]);
    return rows.map((row) =>
      toOrderSummary(row, {
        buyer: users.get(row.buyerId),
        seller: users.get(row.sellerId),
        shop: shops.get(row.shopId),
        viewer,
      }),
    );
  }
}
