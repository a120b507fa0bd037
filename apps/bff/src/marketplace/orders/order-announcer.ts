import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  jobIds,
  messages,
  serverEvents,
  type NotificationType,
  type OrderSide,
} from '@matchbazaar/contracts';
import { orderTimerOf, type orderTimers } from '@matchbazaar/machines';
import { notificationsMail } from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { Order, OrderEvent } from './order.entity.js';
import { dueAt } from './order.mapper.js';
import { OrderViews } from './order-views.js';

const m = messages.orders;

/**
 * What follows a stored step (docs/decisions/0011-events-after-state-changes.md), each part
 * logged rather than failed, since the step is committed: the order pushed to both sides as each
 * sees it ('order.changed'), the notification stored for the side(s) that did not act and mailed
 * to them (unless they chose no order mail), and the new status's timer set.
 */
@Injectable()
export class OrderAnnouncer {
  private readonly logger = new Logger(OrderAnnouncer.name);
  private readonly base: string;

  constructor(
    private readonly views: OrderViews,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.base = new URL(config.PUBLIC_URL).href.replace(/\/+$/, '');
  }

  async announce(order: Order, event: OrderEvent): Promise<void> {
    await this.guard('push', () => this.push(order));
    const told = this.toldOf(event.by);
    const type: NotificationType = event.type === 'placed' ? 'order.placed' : 'order.changed';
    const status = this.statusLabel(order);
    const title =
      event.type === 'placed'
        ? m.notify.placed(order.number, order.title)
        : m.notify.changed(order.number, status);
    const line = event.note ? `${m.history[event.type]}: ${event.note}` : m.history[event.type];
    for (const side of told) {
      const userId = side === 'buyer' ? order.buyerId : order.sellerId;
      await this.guard('notify', async () => {
        const mailed = await this.mail(order, event, userId, status, line);
        await this.notifications.notify({
          userId,
          type,
          title,
          body: line,
          link: `/dashboard/orders/${order.id}`,
          data: { orderId: order.id, status: order.status, event: event.type },
          alreadyMailed: mailed,
        });
      });
    }
    await this.guard('timer', () => this.setTimer(order));
  }

  /** A new message on the dispute: the order to everyone on it, a notification to the others. */
  async disputeMessage(order: Order, from: 'buyer' | 'seller' | 'admin'): Promise<void> {
    await this.guard('push', () => this.push(order));
    for (const userId of [order.buyerId, order.sellerId]) {
      const side = userId === order.buyerId ? 'buyer' : 'seller';
      if (side === from) continue;
      await this.guard('notify', () =>
        this.notifications.notify({
          userId,
          type: 'order.disputeMessage',
          title: m.notify.disputeMessage(order.number),
          link: `/dashboard/orders/${order.id}`,
          data: { orderId: order.id },
          collapseOn: { orderId: order.id },
        }),
      );
    }
  }

  /** Each side gets the order with its own actions. */
  private async push(order: Order): Promise<void> {
    const [buyerView, sellerView] = await Promise.all([
      this.views.view(order, 'buyer'),
      this.views.view(order, 'seller'),
    ]);
    this.realtime.toUser(order.buyerId, serverEvents.orderChanged, buyerView);
    this.realtime.toUser(order.sellerId, serverEvents.orderChanged, sellerView);
  }

  /** The side(s) a step is news to: the other one, or both when the platform or an admin acted. */
  private toldOf(by: OrderSide): ('buyer' | 'seller')[] {
    if (by === 'buyer') return ['seller'];
    if (by === 'seller') return ['buyer'];
    return ['buyer', 'seller'];
  }

  private statusLabel(order: Order): string {
    return order.status === 'shipped' && order.kind === 'service'
      ? m.serviceShipped
      : m.statuses[order.status];
  }

  /**
   * Mails the step at once (orders are money: no waiting for the away-mail sweep) unless the
   * user turned order mail off; one mail per event and user, whatever retries. Answers whether
   * it was queued.
   */
  private async mail(
    order: Order,
    event: OrderEvent,
    userId: string,
    status: string,
    line: string,
  ): Promise<boolean> {
    const preference = (await this.notifications.preferences(userId)).email.orders;
    if (preference === 'off') return false;
    const user = (await this.users.findByIds([userId])).get(userId);
    if (!user) return false;
    const mail = notificationsMail({
      kind: 'instant',
      firstName: user.firstName,
      notifications: [
        { title: `${m.mailSubject(order.number, status)}`, body: `${order.title}: ${line}` },
      ],
      openUrl: `${this.base}/dashboard/orders/${order.id}`,
      settingsUrl: `${this.base}/dashboard/settings`,
    });
    await this.jobs.enqueue(
      'mail',
      'deliver',
      { to: user.email, ...mail, subject: m.mailSubject(order.number, status) },
      { jobId: jobIds.orderMail(event.id, userId) },
    );
    return true;
  }

  /**
   * The new status's timer as a delayed job keyed by order, status and version: setting it twice
   * is one job, and one that fires after the order moved on does nothing (OrdersService.timeout).
   * A timer lost with Redis is caught by the sweep (OrderTimersSweep).
   */
  private async setTimer(order: Order): Promise<void> {
    if (orderTimerOf(order.status) === undefined) return;
    const status = order.status as keyof typeof orderTimers;
    const payload = { orderId: order.id, status, version: order.version };
    await this.jobs.enqueue('orders', 'timer', payload, {
      jobId: jobIds.orderTimer(payload),
      delay: Math.max(0, dueAt(order)!.getTime() - Date.now()),
    });
  }

  private async guard(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`Order step stored, ${what} failed: ${String(error)}`);
    }
  }
}
