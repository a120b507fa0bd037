import type { BroadcastStatus, ContactType, DeliveryStatus } from '@matchbazaar/contracts';
import { broadcastDeliveryTable, broadcastTable, subscriberTable } from '@matchbazaar/db-schema';
import type { Database } from './database.js';
import { MicroBatcher } from './micro-batcher.js';

// Table and column names come from libs/db-schema, so a renamed column renames them here too.
const B = broadcastTable.name;
const b = broadcastTable.columns;
const S = subscriberTable.name;
const s = subscriberTable.columns;
const D = broadcastDeliveryTable.name;
const d = broadcastDeliveryTable.columns;

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
      `select ${b.id} as id, ${b.status} as status, ${b.lastSubscriberId} as "lastSubscriberId"
         from ${B} where ${b.id} = $1`,
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
      `select s.${s.id} as id, s.${s.contactType} as "contactType"
         from ${S} s
        where s.${s.status} = 'confirmed' and s.${s.id} > $2
          and s.${s.confirmedAt} <= (select ${b.createdAt} from ${B} where ${b.id} = $1)
          and not exists (
            select 1 from ${D} d
             where d.${d.broadcastId} = $1 and d.${d.subscriberId} = s.${s.id}
               and d.${d.status} <> 'sending')
        order by s.${s.id}
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
      `update ${B} b
          set ${b.total} = b.${b.total} + c.n,
              ${b.lastSubscriberId} = greatest(b.${b.lastSubscriberId}, c.last)
         from (select count(*) filter (where t.sid > cur.${b.lastSubscriberId})::int as n,
                      max(t.sid) as last
                 from unnest($2::int[]) as t(sid), ${B} cur
                where cur.${b.id} = $1) c
        where b.${b.id} = $1`,
      [broadcastId, subscriberIds],
    );
  }

  async markEnqueued(broadcastId: number): Promise<void> {
    await this.db.query(
      `update ${B} set ${b.status} = 'enqueued', ${b.enqueuedAt} = coalesce(${b.enqueuedAt}, now())
        where ${b.id} = $1`,
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
      // The CTEs speak in their own names (bid, sid); only the tables' columns come from db-schema.
      `with input as (
          select * from unnest($1::int[], $2::int[]) with ordinality as t(bid, sid, ord)),
        subscriber_now as (
          select i.bid, i.sid, s.${s.contactType} as contact_type, s.${s.address} as address,
                 s.${s.status} = 'confirmed' as subscribed
            from input i
            join ${S} s on s.${s.id} = i.sid
            join ${B} b on b.${b.id} = i.bid),
        claimed as (
          insert into ${D}
                 (${d.broadcastId}, ${d.subscriberId}, ${d.channel}, ${d.status}, ${d.attempts},
                  ${d.updatedAt})
          select bid, sid, contact_type,
                 case when subscribed then 'sending' else 'skipped' end, 1, now()
            from subscriber_now
           order by bid, sid
          on conflict (${d.broadcastId}, ${d.subscriberId}) do update
             set ${d.attempts} = ${D}.${d.attempts} + 1, ${d.updatedAt} = now()
           where ${D}.${d.status} = 'sending'
          returning ${d.broadcastId} as bid, ${d.subscriberId} as sid, ${d.status} as status,
                    ${d.attempts} as attempts)
       select i.ord, c.status as claimed_status, c.attempts, d.${d.status} as settled_status,
              s.contact_type, s.address, s.subscribed
         from input i
         left join subscriber_now s using (bid, sid)
         left join claimed c using (bid, sid)
         left join ${D} d on d.${d.broadcastId} = i.bid and d.${d.subscriberId} = i.sid
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
      `update ${D} d
          set ${d.status} = t.status, ${d.detail} = left(t.detail, 500), ${d.updatedAt} = now()
         from unnest($1::int[], $2::int[], $3::text[], $4::text[]) as t(bid, sid, status, detail)
        where d.${d.broadcastId} = t.bid and d.${d.subscriberId} = t.sid`,
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
