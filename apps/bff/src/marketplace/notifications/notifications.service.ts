import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  emailDeliveryOf,
  defaultPushChoice,
  messages,
  notificationCategories,
  serverEvents,
  type AppNotification,
  type NotificationCategory,
  type NotificationCounts,
  type NotificationPreferences,
  type NotificationPreferencesChange,
  type NotificationsPage,
  type NotificationsQuery,
  type NotificationType,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { PushJobs } from '../push/push-jobs.js';
import { toAppNotification } from './notification.mapper.js';
import { NotificationsRepository } from './notifications.repository.js';

const m = messages.notifications;

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string | null;
  /** A path inside the app the notification opens. */
  link?: string | null;
  data?: Record<string, unknown>;
  /**
   * Skip it when the user already has an unread notification of this type whose data holds these
   * keys (a busy conversation makes one "new messages" line, not one per message).
   */
  collapseOn?: Record<string, unknown>;
  /** The news went by mail at once already: the away-mail sweep leaves it out. */
  alreadyMailed?: boolean;
}

/**
 * The notification centre (docs/decisions/0007-realtime.md): every notification is stored, then
 * pushed to the user's room on every BFF process, and announced to the worker for Web Push
 * (docs/decisions/0040-web-push.md). A push that fails is only a late one: the
 * client catches up from the store when it (re)connects.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly rows: NotificationsRepository,
    private readonly realtime: RealtimeService,
    private readonly push: PushJobs,
  ) {}

  /** Stores the notification, then pushes it; null when `collapseOn` found an unread one. */
  async notify(input: NotifyInput): Promise<AppNotification | null> {
    if (
      input.collapseOn &&
      (await this.rows.hasUnread(input.userId, input.type, input.collapseOn))
    ) {
      return null;
    }
    const stored = toAppNotification(
      await this.rows.insert({
        userId: input.userId,
        type: input.type,
        title: clip(input.title, 200),
        body: input.body ? clip(input.body, 1000) : null,
        link: input.link && input.link.length <= 300 ? input.link : null,
        data: input.data ?? {},
        emailed: input.alreadyMailed ?? false,
      }),
    );
    try {
      this.realtime.toUser(input.userId, serverEvents.notification, stored);
    } catch (error) {
      this.logger.warn(`Notification ${stored.id} stored, push failed: ${String(error)}`);
    }
    // Web Push to the user's devices, unless a tab of theirs is open when the worker sends. Once
    // queued the row says so; a BFF stopped before that leaves it to the worker's sweep.
    if (await this.push.announce(stored.id)) await this.markPushQueued(stored.id);
    return stored;
  }

  private async markPushQueued(id: string): Promise<void> {
    try {
      await this.rows.markPushQueued(id);
    } catch (error) {
      // The sweep queues it again under the same job id: a no-op while that job's record lives.
      this.logger.warn(`Notification ${id} queued for push, not marked: ${String(error)}`);
    }
  }

  async list(userId: string, query: NotificationsQuery): Promise<NotificationsPage> {
    const unreadOnly = query.unread === 'true';
    const counts = await this.rows.counts(userId);
    if (query.after) {
      const rows = await this.rows.after(userId, query.after, {
        unreadOnly,
        limit: query.limit + 1,
      });
      return {
        items: rows.slice(0, query.limit).map(toAppNotification),
        nextCursor: null,
        more: rows.length > query.limit,
        counts,
      };
    }
    const rows = await this.rows.newest(userId, {
      before: query.cursor,
      unreadOnly,
      limit: query.limit + 1,
    });
    const items = rows.slice(0, query.limit).map(toAppNotification);
    return {
      items,
      nextCursor: rows.length > query.limit ? items.at(-1)!.id : null,
      more: false,
      counts,
    };
  }

  counts(userId: string): Promise<NotificationCounts> {
    return this.rows.counts(userId);
  }

  async markRead(userId: string, id: string): Promise<void> {
    if (!(await this.rows.markRead(userId, id))) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    }
    await this.announceCounts(userId);
  }

  async markAllRead(userId: string): Promise<void> {
    await this.rows.markAllRead(userId);
    await this.announceCounts(userId);
  }

  async markSeen(userId: string, upTo: string): Promise<void> {
    await this.rows.markSeen(userId, upTo);
    await this.announceCounts(userId);
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const [chosen, quietHours] = await Promise.all([
      this.rows.preferences(userId),
      this.rows.quietHours(userId),
    ]);
    const pick = <T>(choose: (category: NotificationCategory) => T) =>
      Object.fromEntries(notificationCategories.map((category) => [category, choose(category)]));
    return {
      email: pick((category) =>
        emailDeliveryOf(category, chosen.email),
      ) as NotificationPreferences['email'],
      push: pick(
        (category) => chosen.push[category] ?? defaultPushChoice[category],
      ) as NotificationPreferences['push'],
      quietHours,
    };
  }

  /** Changes what the request names (categories of either channel, quiet hours); the rest stays. */
  async setPreferences(
    userId: string,
    change: NotificationPreferencesChange,
  ): Promise<NotificationPreferences> {
    if (change.email) await this.rows.setPreferences(userId, 'email', change.email);
    if (change.push) await this.rows.setPreferences(userId, 'push', change.push);
    if (change.quietHours !== undefined) await this.rows.setQuietHours(userId, change.quietHours);
    return this.preferences(userId);
  }

  /** The user's other tabs and devices update their badge when one of them reads. */
  private async announceCounts(userId: string): Promise<void> {
    try {
      this.realtime.toUser(userId, serverEvents.notificationCounts, await this.rows.counts(userId));
    } catch (error) {
      this.logger.warn(`Counts for ${userId} not pushed: ${String(error)}`);
    }
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
