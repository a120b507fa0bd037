import type { BroadcastStatus, ContactType, DeliveryStatus } from '@matchbazaar/contracts';
import type { Database } from './database.js';

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
  async claim(broadcastId: number, subscriberId: number): Promise<Claim> {
    const { rows } = await this.db.query<{
      status: DeliveryStatus;
      attempts: number;
      contact_type: ContactType | null;
      address: string | null;
      subscribed: boolean | null;
    }>(
      `with subscriber_now as (
          select contact_type, address, status = 'confirmed' as subscribed
            from subscriber where id = $2),
        claimed as (
          insert into broadcast_delivery
                 (broadcast_id, subscriber_id, channel, status, attempts, updated_at)
          select $1, $2, contact_type,
                 case when subscribed then 'sending' else 'skipped' end, 1, now()
            from subscriber_now
          on conflict (broadcast_id, subscriber_id) do update
             set attempts = broadcast_delivery.attempts + 1, updated_at = now()
           where broadcast_delivery.status = 'sending'
          returning status, attempts)
       select c.status, c.attempts, s.contact_type, s.address, s.subscribed
         from subscriber_now s left join claimed c on true`,
      [broadcastId, subscriberId],
    );
    const row = rows[0];
    if (!row) return { outcome: 'not-subscribed' }; // the subscriber row was deleted
    if (row.status === null || row.status === undefined) {
      return { outcome: 'settled', status: await this.statusOf(broadcastId, subscriberId) };
    }
    if (!row.subscribed) return { outcome: 'not-subscribed' };
    return {
      outcome: 'send',
      contactType: row.contact_type!,
      address: row.address!,
      attempts: row.attempts,
    };
  }

  async settle(
    broadcastId: number,
    subscriberId: number,
    status: Extract<DeliveryStatus, 'sent' | 'failed' | 'skipped'>,
    detail: string,
  ): Promise<void> {
    await this.db.query(
      `update broadcast_delivery set status = $3, detail = left($4, 500), updated_at = now()
        where broadcast_id = $1 and subscriber_id = $2`,
      [broadcastId, subscriberId, status, detail],
    );
  }

  private async statusOf(broadcastId: number, subscriberId: number): Promise<DeliveryStatus> {
    const { rows } = await this.db.query<{ status: DeliveryStatus }>(
      `select status from broadcast_delivery where broadcast_id = $1 and subscriber_id = $2`,
      [broadcastId, subscriberId],
    );
    return rows[0]?.status ?? 'sending';
  }
}
