import { Migration } from '@mikro-orm/migrations';

/**
 * Shipping by quotation (docs/decisions/0041-checkout-addresses-and-shipping.md): an order shipped
 * by quotation starts in `quoting` (waiting for the seller's quote) and moves to `quoted` (waiting
 * for the buyer to accept the new total). `quoted_at` starts the quoted state's timer; the timers'
 * index covers the two new waiting states.
 */
export class Migration20270101000000E_shipping_quotes extends Migration {
  override name = 'Migration20270101000000E_shipping_quotes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "market_order" add column "quoted_at" timestamptz null;`);
    this.addSql(`alter table "market_order" drop constraint "market_order_status_check";`);
    this.addSql(
      `alter table "market_order" add constraint "market_order_status_check" check ("status" in ('placed', 'quoting', 'quoted', 'accepted', 'paid', 'shipped', 'delivered', 'completed', 'disputed', 'cancelled', 'declined'));`,
    );
    this.addSql(`drop index if exists "market_order_waiting_index";`);
    this.addSql(
      `create index "market_order_waiting_index" on "market_order" ("status", "updated_at") where "status" in ('placed', 'quoting', 'quoted', 'accepted', 'paid', 'delivered');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "market_order_waiting_index";`);
    this.addSql(
      `create index "market_order_waiting_index" on "market_order" ("status", "updated_at") where "status" in ('placed', 'accepted', 'paid', 'delivered');`,
    );
    this.addSql(`alter table "market_order" drop constraint "market_order_status_check";`);
    this.addSql(
      `alter table "market_order" add constraint "market_order_status_check" check ("status" in ('placed', 'accepted', 'paid', 'shipped', 'delivered', 'completed', 'disputed', 'cancelled', 'declined'));`,
    );
    this.addSql(`alter table "market_order" drop column "quoted_at";`);
  }
}
