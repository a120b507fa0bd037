import { Migration } from '@mikro-orm/migrations';

/**
 * The seller analytics read whole months from `listing_running_stat` now (two rows per listing
 * however long the range), so no query reads `listing_monthly_stat` by seller any more: the worker
 * reads and rewrites it by month only. Its seller index (a covering copy of every row) only cost
 * the rollup's writes.
 */
export class Migration20261207000000_drop_monthly_seller_index extends Migration {
  override name = 'Migration20261207000000_drop_monthly_seller_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "listing_monthly_stat_seller_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "listing_monthly_stat_seller_index" on "listing_monthly_stat" ("seller_id", "month") include ("listing_id", "category", "views", "inquiries", "orders");`,
    );
  }
}
