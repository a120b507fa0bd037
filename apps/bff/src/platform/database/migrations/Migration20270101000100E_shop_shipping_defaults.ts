import { Migration } from '@mikro-orm/migrations';

/**
 * A shop's default shipping (docs/decisions/0041-checkout-addresses-and-shipping.md): the options
 * new listings start from and that a listing in the same currency without its own offers.
 */
export class Migration20270101000100E_shop_shipping_defaults extends Migration {
  override name = 'Migration20270101000100E_shop_shipping_defaults';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop" add column "shipping_options" jsonb not null default '[]';`);
    this.addSql(`alter table "shop" add column "shipping_currency" varchar(3) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop" drop column "shipping_currency";`);
    this.addSql(`alter table "shop" drop column "shipping_options";`);
  }
}
