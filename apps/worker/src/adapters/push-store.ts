import {
  notificationCategories,
  type NotificationCategory,
  type NotificationType,
  type QuietHours,
} from '@matchbazaar/contracts';
import {
  notificationPreferenceTable,
  notificationQuietHoursTable,
  notificationTable,
  pushSubscriptionTable,
  userTable,
} from '@matchbazaar/db-schema';
import type { PushableNotification } from '../handlers/push/push-rules.js';
import type { Database } from './database.js';

const N = notificationTable.name;
const nc = notificationTable.columns;
const S = pushSubscriptionTable.name;
const sc = pushSubscriptionTable.columns;
const P = notificationPreferenceTable.name;
const pc = notificationPreferenceTable.columns;
const Q = notificationQuietHoursTable.name;
const qc = notificationQuietHoursTable.columns;
const U = userTable.name;
const uc = userTable.columns;

/** One subscribed device, with what web-push encrypts for it. */
export interface PushDeviceRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Everything one push job needs about its notification's user, read at send time. */
export interface PushTarget {
  userId: string;
  notification: PushableNotification;
  devices: PushDeviceRow[];
  choices: Partial<Record<NotificationCategory, boolean | null>>;
  quietHours: QuietHours | null;
}

/**
 * What the push job reads and writes (docs/decisions/0040-web-push.md): the notification, its
 * user's devices, push choices and quiet hours; devices gone or pushed to.
 */
export class PushStore {
  constructor(private readonly db: Database) {}

  /**
   * The notification and its user's push state; null when there is no such notification (not
   * committed yet, or gone with its account) or its user is erased or suspended.
   */
  async target(notificationId: string): Promise<PushTarget | null> {
    const { rows } = await this.db.query<{
      user_id: string;
      type: NotificationType;
      title: string;
      link: string | null;
      data: Record<string, unknown>;
      read_at: Date | null;
      devices: PushDeviceRow[] | null;
      choices: Record<string, boolean | null> | null;
      quiet: { from: string; to: string; timeZone: string } | null;
    }>(
      `select n."${nc.userId}" as "user_id", n."${nc.type}" as "type", n."${nc.title}" as "title",
              n."${nc.link}" as "link", n."${nc.data}" as "data", n."${nc.readAt}" as "read_at",
              (select json_agg(json_build_object('id', s."${sc.id}", 'endpoint', s."${sc.endpoint}",
                        'p256dh', s."${sc.p256dh}", 'auth', s."${sc.auth}") order by s."${sc.createdAt}")
                 from "${S}" s where s."${sc.userId}" = n."${nc.userId}") as "devices",
              (select json_object_agg(p."${pc.category}", p."${pc.push}")
                 from "${P}" p where p."${pc.userId}" = n."${nc.userId}") as "choices",
              (select json_build_object('from', q."${qc.from}", 'to', q."${qc.to}", 'timeZone', q."${qc.timeZone}")
                 from "${Q}" q where q."${qc.userId}" = n."${nc.userId}") as "quiet"
         from "${N}" n
         join "${U}" u on u."${uc.id}" = n."${nc.userId}"
        where n."${nc.id}" = $1 and u."${uc.deletedAt}" is null and u."${uc.suspendedAt}" is null`,
      [notificationId],
    );
    const row = rows[0];
    if (!row) return null;
    const choices = Object.fromEntries(
      Object.entries(row.choices ?? {}).filter(([category]) =>
        (notificationCategories as readonly string[]).includes(category),
      ),
    ) as PushTarget['choices'];
    return {
      userId: row.user_id,
      notification: {
        id: notificationId,
        type: row.type,
        title: row.title,
        link: row.link,
        data: row.data,
        readAt: row.read_at,
      },
      devices: row.devices ?? [],
      choices,
      quietHours: row.quiet,
    };
  }

  /** The push service says the subscription is gone (404/410): it never comes back. */
  async removeDevice(id: string): Promise<void> {
    await this.db.query(`delete from "${S}" where "${sc.id}" = $1`, [id]);
  }

  async pushed(id: string): Promise<void> {
    await this.db.query(
      `update "${S}" set "${sc.lastPushedAt}" = now(), "${sc.failures}" = 0 where "${sc.id}" = $1`,
      [id],
    );
  }

  async failed(id: string): Promise<void> {
    await this.db.query(
      `update "${S}" set "${sc.failures}" = "${sc.failures}" + 1 where "${sc.id}" = $1`,
      [id],
    );
  }
}
