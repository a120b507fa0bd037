import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriberStatus } from '@matchbazaar/contracts';
import type { Signup } from './signup-request.js';
import { Subscriber } from './subscriber.entity.js';

/** What a sign-up needs to know about the row it landed on. */
export interface SignupRow {
  id: number;
  status: SubscriberStatus;
  confirmationSentAt: Date | null;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'unknown';

/**
 * The waitlist's writes, each one statement so concurrent requests cannot interleave badly:
 * the unique (contact_type, address) constraint decides which sign-up created the row.
 */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the sign-up, or finds the existing row; an unsubscribed one is back to pending (a new
   * double opt-in). A concurrent first sign-up of the same address waits on the unique index and
   * then takes the update branch, so it gets the same row instead of an error.
   */
  async recordSignup(signup: Signup, now: Date): Promise<SignupRow> {
    const rows = await this.em.execute<
      { id: number; status: SubscriberStatus; confirmation_sent_ms: number | null }[]
    >(
      `insert into "subscriber" ("contact_type", "address", "status", "source", "created_at", "updated_at")
       values (?, ?, 'pending', ?, ?, ?)
       on conflict ("contact_type", "address") do update set
         "status" = case when "subscriber"."status" = 'unsubscribed' then 'pending' else "subscriber"."status" end,
         "confirmed_at" = case when "subscriber"."status" = 'unsubscribed' then null else "subscriber"."confirmed_at" end,
         "unsubscribed_at" = case when "subscriber"."status" = 'unsubscribed' then null else "subscriber"."unsubscribed_at" end,
         "updated_at" = case when "subscriber"."status" = 'unsubscribed' then excluded."updated_at" else "subscriber"."updated_at" end
       returning "id", "status",
         (extract(epoch from "confirmation_sent_at") * 1000)::float8 as "confirmation_sent_ms"`,
      [signup.contactType, signup.address, signup.source, now, now],
    );
    const row = rows[0];
    if (!row) throw new Error('The sign-up upsert returned no row');
    // Raw rows carry timestamps as driver text; epoch milliseconds are exact (we store JS dates).
    const sentMs = row.confirmation_sent_ms;
    return {
      id: row.id,
      status: row.status,
      confirmationSentAt: sentMs === null ? null : new Date(sentMs),
    };
  }

  /**
   * Records that a confirmation was queued, only if nobody recorded one since `previous` was read.
   * Returns whether this call recorded it.
   */
  async markConfirmationSent(id: number, previous: Date | null, now: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      Subscriber,
      { id, confirmationSentAt: previous },
      { confirmationSentAt: now, updatedAt: now },
    );
    return updated === 1;
  }

  /** pending -> confirmed. A confirmed one stays; an unsubscribed one is not signed up again by an old link. */
  async confirm(id: number, now: Date): Promise<ConfirmOutcome> {
    const updated = await this.em.nativeUpdate(
      Subscriber,
      { id, status: 'pending' },
      { status: 'confirmed', confirmedAt: now, updatedAt: now },
    );
    if (updated === 1) return 'confirmed';
    // A fresh identity map: the row's state as it is now, not as this request may have seen it.
    const row = await this.em.fork().findOne(Subscriber, { id });
    if (!row) return 'unknown';
    return row.status === 'unsubscribed' ? 'unsubscribed' : 'already-confirmed';
  }

  /** Any state -> unsubscribed; a second call changes nothing. Unknown ids change nothing either. */
  async unsubscribe(id: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(
      Subscriber,
      { id, status: { $ne: 'unsubscribed' } },
      { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now },
    );
  }
}
