import { Inject, Injectable } from '@nestjs/common';
import type { EmailDelivery } from '@matchbazaar/contracts';
import { notificationsMail } from '@matchbazaar/messaging';
import type { Redis } from 'ioredis';
import { Sweeper } from '../../platform/common/sweeper.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
import { Presence } from '../../platform/realtime/presence.js';
import { REDIS_PRODUCER } from '../../platform/redis/redis.module.js';
import { NotificationsRepository, type MailCandidate } from './notifications.repository.js';

const EVERY_MS = 60_000;
const USERS_PER_PAGE = 200;
const DAY_MS = 24 * 60 * 60_000;
/**
 * A notification not mailed within two days never is: its user chose no mail for it (or has read
 * it since), and a mail of week-old news helps nobody. The bound keeps each minute's sweep to
 * recent rows: unread ones of users who chose no mail would otherwise be read again every minute,
 * forever, growing with every such user.
 */
const MAIL_HORIZON_MS = 2 * DAY_MS;

/**
 * Takes the user's mail window when the last mail of this kind is a window old (or none): atomic,
 * so two BFFs sweeping together send one. Compares the stored time with the caller's clock,
 * which tests move; the key's expiry only tidies up.
 */
const openWindow = `
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
if last > 0 and now - last < window then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', window)
return 1`;

/**
 * Email for the absent (docs/product/live-marketplace.md): every minute, each BFF looks for users
 * with unread notifications nobody mailed yet. Instant ones go to users away for the configured
 * minutes (no socket on any BFF), at most one mail per such window; digest ones once a day. A
 * Redis key per user and kind makes "at most one per window" hold across BFFs, and claiming the
 * rows (emailed_at) makes sure no notification is mailed twice.
 */
@Injectable()
export class NotificationMailer extends Sweeper {
  private readonly awayMs: number;
  private readonly base: string;

  constructor(
    private readonly rows: NotificationsRepository,
    private readonly presence: Presence,
    private readonly jobs: JobsService,
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    databaseReady: DatabaseReady,
  ) {
    super(NotificationMailer.name, 'Mailing notifications', EVERY_MS, databaseReady);
    this.awayMs = config.NOTIFICATION_EMAIL_AFTER_MINUTES * 60_000;
    this.base = new URL(config.PUBLIC_URL).href.replace(/\/+$/, '');
  }

  /** One run; public for tests (`now` moves time). Answers how many mails it queued. */
  async sweep(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.awayMs);
    const since = new Date(now - MAIL_HORIZON_MS);
    let queued = 0;
    // Page through every candidate: users still present, or waiting for their window, stay
    // candidates, and a page of them must not keep the users behind them from their mail.
    let after: string | null = null;
    for (;;) {
      const candidates = await this.rows.awaitingMail(since, cutoff, after, USERS_PER_PAGE);
      const seen = await this.presence.lastSeen(candidates.map((c) => c.userId));
      for (const candidate of candidates) {
        const away = (seen.get(candidate.userId) ?? 0) < now - this.awayMs;
        if (
          candidate.instant &&
          away &&
          (await this.mail(candidate, 'instant', since, cutoff, now))
        ) {
          queued++;
        }
        if (candidate.digest && (await this.mail(candidate, 'digest', since, cutoff, now)))
          queued++;
      }
      if (candidates.length < USERS_PER_PAGE || this.stopping) break;
      after = candidates.at(-1)!.userId;
    }
    if (queued > 0) this.logger.log(`Queued ${queued} notification mails`);
    return queued;
  }

  private async mail(
    to: MailCandidate,
    kind: Extract<EmailDelivery, 'instant' | 'digest'>,
    since: Date,
    cutoff: Date,
    now: number,
  ): Promise<boolean> {
    const windowMs = kind === 'digest' ? DAY_MS : this.awayMs;
    // One mail of this kind per user and window, whichever BFF gets here first.
    const windowKey = `${this.config.REDIS_PREFIX}:notification-mail:${kind}:${to.userId}`;
    if ((await this.redis.eval(openWindow, 1, windowKey, now, windowMs)) !== 1) return false;
    const claimed = await this.rows.claimForMail(to.userId, to.types[kind], since, cutoff);
    if (claimed.length === 0) return false;
    try {
      await this.jobs.enqueue(
        'mail',
        'deliver',
        {
          to: to.email,
          ...notificationsMail({
            kind,
            firstName: to.firstName,
            notifications: claimed,
            openUrl: `${this.base}/dashboard/notifications`,
            settingsUrl: `${this.base}/dashboard/settings`,
          }),
        },
        { jobId: `notifications-${kind}-${to.userId}-${claimed.at(-1)!.id}` },
      );
      return true;
    } catch (error) {
      // The rows stay claimed: a lost summary mail is better than one sent twice.
      this.logger.warn(`Notification mail for ${to.userId} not queued: ${String(error)}`);
      return false;
    }
  }
}
