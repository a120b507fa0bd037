import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Currency } from '@matchbazaar/contracts';

export type PaymentIntentKind = 'capture' | 'refund' | 'payout';
export type PaymentIntentState = 'pending' | 'succeeded' | 'failed';

export interface PaymentIntentRow {
  id: string;
  kind: PaymentIntentKind;
  order_id: string | null;
  payout_id: string | null;
  seller_id: string | null;
  /**
   * The authorization a capture takes, the payment a refund gives back, the payout method (the
   * provider's reference of it) a payout goes to.
   */
  payment_ref: string | null;
  amount_minor: string;
  currency: Currency;
  idempotency_key: string;
  state: PaymentIntentState;
  provider_ref: string | null;
  failure: string | null;
  /** The sweep's attempts (the request's own first one not counted). */
  attempts: number;
}

export interface NewPaymentIntent {
  kind: PaymentIntentKind;
  key: string;
  amountMinor: number;
  currency: Currency;
  orderId?: string;
  paymentRef?: string;
  payoutId?: string;
  sellerId?: string;
}

/**
 * The payment provider's outbox (docs/decisions/0035-orders-and-the-ledger.md): one row per
 * capture, refund or payout, written in the transaction of the change that needs it and settled
 * (succeeded or failed) once, whoever records the provider's answer first.
 */
@Injectable()
export class PaymentIntentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records the intent; null when its key (or an order's one live capture) exists already. */
  async record(intent: NewPaymentIntent): Promise<PaymentIntentRow | null> {
    const [row] = await this.em.execute<PaymentIntentRow[]>(
      `insert into "payment_intent" ("id", "kind", "order_id", "payment_ref", "payout_id", "seller_id", "amount_minor", "currency", "idempotency_key")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing
       returning *`,
      [
        intent.kind,
        intent.orderId ?? null,
        intent.paymentRef ?? null,
        intent.payoutId ?? null,
        intent.sellerId ?? null,
        intent.amountMinor,
        intent.currency,
        intent.key,
      ],
    );
    return row ?? null;
  }

  async byId(id: string): Promise<PaymentIntentRow | null> {
    const [row] = await this.em.execute<PaymentIntentRow[]>(
      `select * from "payment_intent" where "id" = ?`,
      [id],
    );
    return row ?? null;
  }

  /** Whether a capture of the order waits for the provider's answer. */
  async capturePending(orderId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `select 1 from "payment_intent" where "order_id" = ? and "kind" = 'capture' and "state" = 'pending'`,
      [orderId],
    );
    return rows.length > 0;
  }

  /**
   * Records the provider's answer; false when another process recorded it first (then the caller
   * applies nothing: what follows from the answer happens once).
   */
  async settle(
    id: string,
    outcome: { state: 'succeeded'; ref: string } | { state: 'failed'; reason: string },
  ): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "payment_intent"
       set "state" = ?, "provider_ref" = ?, "failure" = ?, "settled_at" = now()
       where "id" = ? and "state" = 'pending'
       returning "id"`,
      [
        outcome.state,
        outcome.state === 'succeeded' ? outcome.ref : null,
        outcome.state === 'failed' ? outcome.reason.slice(0, 200) : null,
        id,
      ],
    );
    return rows.length > 0;
  }

  /** An attempt whose outcome is unknown (no answer): why, for operators; the sweep asks again. */
  async noteUnanswered(id: string, why: string): Promise<void> {
    await this.em.execute(
      `update "payment_intent" set "tried_at" = now(), "failure" = ?
       where "id" = ? and "state" = 'pending'`,
      [why.slice(0, 200), id],
    );
  }

  /**
   * Claims up to `limit` intents pending since before `triedBefore` (their request's own attempt
   * is over) for one sweep: their attempt time moves on, so another BFF's sweep skips them.
   */
  claimStale(triedBefore: Date, limit: number): Promise<PaymentIntentRow[]> {
    return this.em.execute<PaymentIntentRow[]>(
      `update "payment_intent" set "tried_at" = now(), "attempts" = "attempts" + 1
       where "id" in (
         select "id" from "payment_intent"
         where "state" = 'pending' and "tried_at" <= ?
         order by "tried_at" limit ? for update skip locked)
       returning *`,
      [triedBefore, limit],
    );
  }
}
