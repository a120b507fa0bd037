import type { BroadcastStatus, ContactType, DeliveryStatus } from '@matchbazaar/contracts';
import type { Database } from './database.js';
import { MicroBatcher } from './micro-batcher.js';

export interface BroadcastRow {
  id: number;
  status: BroadcastStatus;
  lastSubscriberId: number;
}

export interface Recipient {
  id: number;
  contactType: ContactType;
}

/** What a worker may do with one delivery: send it, or nothing because it is settled or gone. */
export type Claim =
  | { outcome: 'send'; contactType: ContactType; address: string; attempts: number }
  | { outcome: 'settled'; status: DeliveryStatus }
  | { outcome: 'not-subscribed' };

/**
 * The launch broadcast's records in PostgreSQL, the one place that says who was served: Redis
 * may lose jobs (restart) or run one twice (stalled worker); these rows decide.
 */
export class BroadcastStore {
  // Concurrent jobs' claims and settlements share statements: one per message cost more than it.
  readonly #claims = new MicroBatcher<DeliveryKey, Claim>((keys) => this.#claimMany(keys), {
    key: keyOf,
    isolate: failedOnData,
  });
  readonly #settles = new MicroBatcher<Settlement, void>((items) => this.#settleMany(items), {
    key: keyOf,
    isolate: failedOnData,
  });

  constructor(private readonly db: Database) {}

  async broadcast(id: number): Promise<BroadcastRow | undefined> {
    const { rows } = await this.db.query<BroadcastRow>(
      `select id, status, last_subscriber_id as "lastSubscriberId" from broadcast where id = $1`,
      [id],
    );
    return rows[0];
  }

  /**
   * The next subscribers after `afterId` who were confirmed when the broadcast started and have
   * no settled delivery in it (sent, failed or skipped): a re-sweep finds exactly the ones still
   * owed a message. Fixing the audience at the start keeps `total` true: someone confirming later
   * joined a site that was already live.
   */
  async recipientsAfter(broadcastId: number, afterId: number, limit: number): Promise<Recipient[]> {
    const { rows } = await this.db.query<Recipient>(
      `select s.id, s.contact_type as "contactType"
         from subscriber s
        where s.status = 'confirmed' and s.id > $2
          and s.confirmed_at <= (select created_at from broadcast where id = $1)
          and not exists (
            select 1 from broadcast_delivery d
             where d.broadcast_id = $1 and d.subscriber_id = s.id and d.status <> 'sending')
        order by s.id
        limit $3`,
      [broadcastId, afterId, limit],
    );
    return rows;
  }

  /**
   * Saves the sweep's progress after a chunk: subscribers past the saved cursor count towards the
   * total once, and a restarted first sweep resumes after the cursor.
   */
  async advance(broadcastId: number, subscriberIds: number[]): Promise<void> {
    await this.db.query(
      `update broadcast b
          set total = b.total + c.n,
              last_subscriber_id = greatest(b.last_subscriber_id, c.last)
         from (select count(*) filter (where t.sid > cur.last_subscriber_id)::int as n,
                      max(t.sid) as last
                 from unnest($2::int[]) as t(sid), broadcast cur
                where cur.id = $1) c
        where b.id = $1`,
      [broadcastId, subscriberIds],
    );
  }

  async markEnqueued(broadcastId: number): Promise<void> {
    await this.db.query(
      `update broadcast set status = 'enqueued', enqueued_at = coalesce(enqueued_at, now())
        where id = $1`,
      [broadcastId],
    );
  }

  /**
   * Claims the delivery before anything is sent. A settled record means a earlier run finished
   * it: nothing to do. A `sending` record means an earlier run died mid-way: send again (the
   * only case that can repeat a message is a crash between the provider's acceptance and the
   * `sent` update). An unsubscribed subscriber is recorded as skipped.
   */
  claim(broadcastId: number, subscriberId: number): Promise<Claim> {
    return this.#claims.add({ broadcastId, subscriberId });
  }

  settle(
    broadcastId: number,
    subscriberId: number,
    status: SettledStatus,
    detail: string,
  ): Promise<void> {
    return this.#settles.add({ broadcastId, subscriberId, status, detail });
  }

  /**
   * One statement for many claims. Rows are locked in key order, so two workers' batches cannot
   * deadlock. The row for a settled delivery is not updated (no `returning` row): its status is
   * read from the statement's snapshot. That is the settled status, or `sending` when another
   * worker settled the row after the snapshot was taken; either way this job sends nothing.
   */
  async #claimMany(keys: DeliveryKey[]): Promise<Claim[]> {
    const { rows } = await this.db.query<{
      ord: string;
      claimed_status: DeliveryStatus | null;
      attempts: number | null;
      settled_status: DeliveryStatus | null;
      contact_type: ContactType | null;
      address: string | null;
      subscribed: boolean | null;
    }>(
      `with input as (
          select * from unnest($1::int[], $2::int[]) with ordinality as t(broadcast_id, subscriber_id, ord)),
        subscriber_now as (
          select i.broadcast_id, i.subscriber_id, s.contact_type, s.address,
                 s.status = 'confirmed' as subscribed
            from input i
            join subscriber s on s.id = i.subscriber_id
            join broadcast b on b.id = i.broadcast_id),
        claimed as (
          insert into broadcast_delivery
                 (broadcast_id, subscriber_id, channel, status, attempts, updated_at)
          select broadcast_id, subscriber_id, contact_type,
                 case when subscribed then 'sending' else 'skipped' end, 1, now()
            from subscriber_now
           order by broadcast_id, subscriber_id
          on conflict (broadcast_id, subscriber_id) do update
             set attempts = broadcast_delivery.attempts + 1, updated_at = now()
           where broadcast_delivery.status = 'sending'
          returning broadcast_id, subscriber_id, status, attempts)
       select i.ord, c.status as claimed_status, c.attempts, d.status as settled_status,
              s.contact_type, s.address, s.subscribed
         from input i
         left join subscriber_now s using (broadcast_id, subscriber_id)
         left join claimed c using (broadcast_id, subscriber_id)
         left join broadcast_delivery d using (broadcast_id, subscriber_id)
        order by i.ord`,
      [keys.map((k) => k.broadcastId), keys.map((k) => k.subscriberId)],
    );
    return rows.map((row): Claim => {
      // No subscriber row (deleted) or no broadcast row: there is nobody to send to.
      if (row.subscribed === null) return { outcome: 'not-subscribed' };
      if (row.claimed_status === null) {
        return { outcome: 'settled', status: row.settled_status ?? 'sending' };
      }
      if (!row.subscribed) return { outcome: 'not-subscribed' };
      return {
        outcome: 'send',
        contactType: row.contact_type!,
        address: row.address!,
        attempts: row.attempts!,
      };
    });
  }

  async #settleMany(items: Settlement[]): Promise<void[]> {
    await this.db.query(
      `update broadcast_delivery d
          set status = t.status, detail = left(t.detail, 500), updated_at = now()
         from unnest($1::int[], $2::int[], $3::text[], $4::text[])
              as t(broadcast_id, subscriber_id, status, detail)
        where d.broadcast_id = t.broadcast_id and d.subscriber_id = t.subscriber_id`,
      [
        items.map((i) => i.broadcastId),
        items.map((i) => i.subscriberId),
        items.map((i) => i.status),
        items.map((i) => i.detail),
      ],
    );
    return items.map(() => undefined);
  }
}

type SettledStatus = Extract<DeliveryStatus, 'sent' | 'failed' | 'skipped'>;

interface DeliveryKey {
  broadcastId: number;
  subscriberId: number;
}

interface Settlement extends DeliveryKey {
  status: SettledStatus;
  detail: string;
}

const keyOf = (k: DeliveryKey) => `${k.broadcastId}:${k.subscriberId}`;

/**
 * A statement refused for its data (SQLSTATE classes 22 and 23) may be one row's fault, worth
 * finding row by row; a lost connection or a deadlock is every row's, and BullMQ retries the jobs.
 */
function failedOnData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
