import { Migration } from '@mikro-orm/migrations';

/**
 * The payment provider's outbox (docs/decisions/0035-orders-and-the-ledger.md): each capture,
 * refund and payout is recorded as a `payment_intent` in the transaction of the change that needs
 * it, called after the commit under its idempotency key, and its result (with the ledger movement
 * that follows from it) recorded once. A payout waits for the provider as `pending`.
 */
export class Migration20261216000000_payment_intents extends Migration {
  override name = 'Migration20261216000000_payment_intents';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_intent" (
        "id" uuid not null,
        "kind" varchar(8) not null,
        "order_id" uuid null references "market_order" ("id"),
        "payout_id" uuid null references "payout" ("id"),
        "seller_id" uuid null references "app_user" ("id"),
        "payment_ref" varchar(100) null,
        "amount_minor" bigint not null,
        "currency" varchar(3) not null,
        "idempotency_key" varchar(160) not null,
        "state" varchar(10) not null default 'pending',
        "provider_ref" varchar(100) null,
        "failure" varchar(200) null,
        "attempts" int not null default 0,
        "created_at" timestamptz not null default now(),
        "tried_at" timestamptz not null default now(),
        "settled_at" timestamptz null,
        constraint "payment_intent_pkey" primary key ("id"),
        constraint "payment_intent_key_unique" unique ("idempotency_key"),
        constraint "payment_intent_kind_check" check ("kind" in ('capture', 'refund', 'payout')),
        constraint "payment_intent_state_check" check ("state" in ('pending', 'succeeded', 'failed')),
        constraint "payment_intent_amount_check" check ("amount_minor" > 0),
        constraint "payment_intent_target_check" check (
          ("kind" = 'payout' and "payout_id" is not null and "seller_id" is not null)
          or ("kind" <> 'payout' and "order_id" is not null and "payment_ref" is not null))
      );`,
    );
    // The sweep's work list: what is still pending, oldest attempt first.
    this.addSql(
      `create index "payment_intent_pending_index" on "payment_intent" ("tried_at") where "state" = 'pending';`,
    );
    this.addSql(
      `create index "payment_intent_order_index" on "payment_intent" ("order_id") where "order_id" is not null;`,
    );
    // One capture of an order at a time, and none once one succeeded: two pay requests cannot both take money.
    this.addSql(
      `create unique index "payment_intent_one_capture" on "payment_intent" ("order_id") where "kind" = 'capture' and "state" <> 'failed';`,
    );
    this.addSql(`alter table "payout" drop constraint "payout_status_check";`);
    this.addSql(
      `alter table "payout" add constraint "payout_status_check" check ("status" in ('pending', 'paid', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_intent";`);
    this.addSql(`alter table "payout" drop constraint "payout_status_check";`);
    this.addSql(
      `alter table "payout" add constraint "payout_status_check" check ("status" in ('paid', 'failed'));`,
    );
  }
}
