import { Migration } from '@mikro-orm/migrations';

/**
 * Erased accounts (docs/product/accounts.md, "Delete my account"): the row stays, anonymised, so
 * the records the law requires us to keep (reports, later orders and the ledger) still point at
 * an account; `deleted_at` says it was erased. Admins are counted among the live ones only.
 */
export class Migration20261127100000_erased_accounts extends Migration {
  override name = 'Migration20261127100000_erased_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add column "deleted_at" timestamptz null;`);
    this.addSql(
      `create index "app_user_live_admin_index" on "app_user" ("id") where "role" = 'admin' and "deleted_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "app_user_live_admin_index";`);
    this.addSql(`alter table "app_user" drop column if exists "deleted_at";`);
  }
}
