import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  typesMailedAs,
  type EmailDelivery,
  type NotificationCategory,
  type NotificationCounts,
  type NotificationType,
  type QuietHours,
} from '@matchbazaar/contracts';
import { arrayAsLiteral, PreparedSql } from '../../platform/database/prepared-sql.js';
import { Notification, NotificationPreference } from './notification.entity.js';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string | null;
  link: string | null;
  data: Record<string, unknown>;
  /** Mailed already (by the caller): the sweep skips it. */
  emailed: boolean;
}

/** The notification and notification_preference tables. */
@Injectable()
export class NotificationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  /** Stores one; the identity column gives it the next id. */
  async insert(row: NewNotification): Promise<Notification> {
    // Prepared (every live push stores one); inside a caller's transaction it joins it.
    const [stored] = await this.sql.query<Record<string, unknown>>(
      `insert into "notification" ("user_id", "type", "title", "body", "link", "data", "emailed_at")
       values (?, ?, ?, ?, ?, ?, case when ? then now() end) returning "id", "created_at"`,
      [row.userId, row.type, row.title, row.body, row.link, JSON.stringify(row.data), row.emailed],
    );
    // A plain row, not an entity: notify() runs outside requests too (no identity map to join).
    const inserted = stored!;
    return {
      id: String(inserted.id),
      userId: row.userId,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      data: row.data,
      createdAt: new Date(inserted.created_at as string),
      seenAt: null,
      readAt: null,
      emailedAt: row.emailed ? new Date(inserted.created_at as string) : null,
      pushQueuedAt: null,
    };
  }

  /** Its push job is queued: the worker's sweep leaves it alone (docs/decisions/0040-web-push.md). */
  async markPushQueued(id: string): Promise<void> {
    // Prepared, as the insert: every live push runs it.
    await this.sql.query(
      `update "notification" set "push_queued_at" = now() where "id" = ? and "push_queued_at" is null`,
      [id],
    );
  }

  /** Newest first, below `before` when given. */
  newest(
    userId: string,
    options: { before?: string; unreadOnly: boolean; limit: number },
  ): Promise<Notification[]> {
    return this.em.find(
      Notification,
      {
        userId,
        ...(options.before && { id: { $lt: options.before } }),
        ...(options.unreadOnly && { readAt: null }),
      },
      { orderBy: { id: 'desc' }, limit: options.limit },
    );
  }

  /** Oldest first, everything after `afterId`: a client catching up. */
  after(
    userId: string,
    afterId: string,
    options: { unreadOnly: boolean; limit: number },
  ): Promise<Notification[]> {
    return this.em.find(
      Notification,
      { userId, id: { $gt: afterId }, ...(options.unreadOnly && { readAt: null }) },
      { orderBy: { id: 'asc' }, limit: options.limit },
    );
  }

  async counts(userId: string): Promise<NotificationCounts> {
    const [row] = await this.em.execute<{ unread: string; unseen: string }[]>(
      `select count(*) filter (where "read_at" is null) as "unread",
              count(*) filter (where "seen_at" is null and "read_at" is null) as "unseen"
       from "notification" where "user_id" = ? and "read_at" is null`,
      [userId],
    );
    return { unread: Number(row?.unread ?? 0), unseen: Number(row?.unseen ?? 0) };
  }

  /** Marks one of the user's notifications read (and seen); false when the user has no such one. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const found = await this.em.execute<{ id: string }[]>(
      `update "notification" set "read_at" = coalesce("read_at", now()), "seen_at" = coalesce("seen_at", now())
       where "user_id" = ? and "id" = ? returning "id"`,
      [userId, id],
    );
    return found.length > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.em.execute(
      `update "notification" set "read_at" = now(), "seen_at" = coalesce("seen_at", now())
       where "user_id" = ? and "read_at" is null`,
      [userId],
    );
  }

  async markSeen(userId: string, upTo: string): Promise<void> {
    await this.em.execute(
      `update "notification" set "seen_at" = now()
       where "user_id" = ? and "id" <= ? and "seen_at" is null`,
      [userId, upTo],
    );
  }

  /**
   * Whether the user has an unread notification of this type whose data holds `data` (for a
   * conversation: one "new messages" line per conversation until it is read).
   */
  async hasUnread(
    userId: string,
    type: NotificationType,
    data: Record<string, unknown>,
  ): Promise<boolean> {
    const found = await this.em.execute<unknown[]>(
      `select 1 from "notification" where "user_id" = ? and "read_at" is null and "type" = ? and "data" @> ?::jsonb limit 1`,
      [userId, type, JSON.stringify(data)],
    );
    return found.length > 0;
  }

  /** The user's stored choices per category (null: the default). */
  /** The choices the user made, per channel; a category they never chose is absent. */
  async preferences(userId: string): Promise<{
    email: Partial<Record<NotificationCategory, EmailDelivery>>;
    push: Partial<Record<NotificationCategory, boolean>>;
  }> {
    const rows = await this.em.find(NotificationPreference, { userId });
    const chosen = {
      email: {} as Partial<Record<NotificationCategory, EmailDelivery>>,
      push: {} as Partial<Record<NotificationCategory, boolean>>,
    };
    for (const row of rows) {
      if (row.email != null) chosen.email[row.category] = row.email;
      if (row.push != null) chosen.push[row.category] = row.push;
    }
    return chosen;
  }

  /** Sets the given choices; a category's other channel keeps what it was. */
  async setPreferences(
    userId: string,
    channel: 'email' | 'push',
    choices: Partial<Record<NotificationCategory, EmailDelivery | boolean>>,
  ): Promise<void> {
    const entries = Object.entries(choices).filter(([, choice]) => choice !== undefined);
    if (entries.length === 0) return;
    // `channel` is one of two literals, never caller text.
    await this.em.execute(
      `insert into "notification_preference" ("user_id", "category", "${channel}")
       values ${entries.map(() => '(?, ?, ?)').join(', ')}
       on conflict ("user_id", "category") do update set "${channel}" = excluded."${channel}"`,
      entries.flatMap(([category, choice]) => [userId, category, choice]),
    );
  }

  async quietHours(userId: string): Promise<QuietHours | null> {
    const [row] = await this.em.execute<
      { from_time: string; to_time: string; time_zone: string }[]
    >(
      `select "from_time", "to_time", "time_zone" from "notification_quiet_hours" where "user_id" = ?`,
      [userId],
    );
    return row ? { from: row.from_time, to: row.to_time, timeZone: row.time_zone } : null;
  }

  /** Sets the user's quiet hours, or removes them (null). */
  async setQuietHours(userId: string, hours: QuietHours | null): Promise<void> {
    if (!hours) {
      await this.em.execute(`delete from "notification_quiet_hours" where "user_id" = ?`, [userId]);
      return;
    }
    await this.em.execute(
      `insert into "notification_quiet_hours" ("user_id", "from_time", "to_time", "time_zone")
       values (?, ?, ?, ?)
       on conflict ("user_id") do update set "from_time" = excluded."from_time",
         "to_time" = excluded."to_time", "time_zone" = excluded."time_zone"`,
      [userId, hours.from, hours.to, hours.timeZone],
    );
  }

  /**
   * One page of the users (by id after `afterUserId`, at most `limit`, none deleted or suspended)
   * with unread notifications stored between `since` and `before` and not mailed yet, with what
   * their preferences make of them: whether any is for an instant mail, any for the digest (both
   * false when they chose no mail for any). Every user of the page is answered, so a page shorter
   * than `limit` is the last.
   *
   * Two plain reads, the choices worked out here: the page's users with their notifications'
   * types, then those users' preferences. The sweep pages through everyone waiting (users online
   * stay waiting), and the single statement this replaced worked out every waiting user's choices
   * for each page, planned on row estimates that are always stale for rows this recent: a sweep's
   * cost grew with the square of the users waiting (0.8 s a page on average, up to 3.5 s, half an
   * hour into the soak).
   */
  async awaitingMail(
    since: Date,
    before: Date,
    afterUserId: string | null,
    limit: number,
  ): Promise<MailCandidate[]> {
    const users = await this.em.execute<
      { user_id: string; email: string; first_name: string; types: NotificationType[] }[]
    >(
      `select n."user_id", u."email", u."first_name", array_agg(distinct n."type") as "types"
       from "notification" n
       join "app_user" u on u."id" = n."user_id" and u."deleted_at" is null and u."suspended_at" is null
       where n."read_at" is null and n."emailed_at" is null
         and n."created_at" >= ? and n."created_at" < ?
         and (?::uuid is null or n."user_id" > ?::uuid)
       group by n."user_id", u."email", u."first_name"
       order by n."user_id" limit ?`,
      [since, before, afterUserId, afterUserId, limit],
    );
    if (users.length === 0) return [];
    const chosen = await this.em.execute<
      { user_id: string; category: NotificationCategory; email: EmailDelivery }[]
    >(
      `select "user_id", "category", "email" from "notification_preference"
       where "user_id" = any(?::uuid[])`,
      [arrayAsLiteral(users.map((u) => u.user_id))],
    );
    const choices = new Map<string, Partial<Record<NotificationCategory, EmailDelivery>>>();
    for (const row of chosen)
      choices.set(row.user_id, { ...choices.get(row.user_id), [row.category]: row.email });
    return users.map((row) => {
      const choice = choices.get(row.user_id) ?? {};
      const types = {
        instant: typesMailedAs('instant', choice),
        digest: typesMailedAs('digest', choice),
      };
      return {
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        instant: row.types.some((type) => types.instant.includes(type)),
        digest: row.types.some((type) => types.digest.includes(type)),
        types,
      };
    });
  }

  /**
   * Marks the user's unread, unmailed notifications of these types (stored between `since` and
   * `before`) as mailed and returns them, oldest first: another BFF's sweep claims none of them.
   */
  async claimForMail(
    userId: string,
    types: readonly NotificationType[],
    since: Date,
    before: Date,
  ): Promise<{ id: string; title: string; body: string | null }[]> {
    if (types.length === 0) return [];
    const claimed = await this.em.execute<{ id: string; title: string; body: string | null }[]>(
      `update "notification" set "emailed_at" = now()
       where "user_id" = ? and "type" = any(?::text[])
         and "read_at" is null and "emailed_at" is null
         and "created_at" >= ? and "created_at" < ?
       returning "id", "title", "body"`,
      [userId, arrayAsLiteral(types), since, before],
    );
    return claimed.sort((a, b) => Number(a.id) - Number(b.id));
  }
}

export interface MailCandidate {
  userId: string;
  email: string;
  firstName: string;
  /** Some notification waits for an instant mail (sent when the user is away). */
  instant: boolean;
  /** Some waits for the daily digest. */
  digest: boolean;
  /** The types the user's choices mail as each (all of them, waiting or not): what a mail claims. */
  types: Record<'instant' | 'digest', NotificationType[]>;
}
