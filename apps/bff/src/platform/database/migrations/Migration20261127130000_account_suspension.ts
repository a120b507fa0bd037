import { Migration } from '@mikro-orm/migrations';

const statuses = {
  listing: ['draft', 'pending_review', 'published', 'paused', 'closed', 'rejected', 'expired'],
  requirement: ['draft', 'pending_review', 'open', 'closed', 'rejected', 'expired'],
};
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Manage Users (docs/product/admin.md): a suspended account (when, why), the last sign-in for the
 * admin's table, and a post status `hidden` for the posts of a suspended account, with the status
 * each had so reinstating puts it back. Public reads filter by status already, so hiding needs no
 * change to them or to their partial indexes. A trigram index serves the admin's search by name,
 * address or number.
 */
export class Migration20261127130000_account_suspension extends Migration {
  override name = 'Migration20261127130000_account_suspension';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user"
      add column "suspended_at" timestamptz null,
      add column "suspension_reason" varchar(500) null,
      add column "last_sign_in_at" timestamptz null;`);
    this.addSql(`create index "app_user_admin_search_index" on "app_user" using gin
      ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops);`);
    for (const [table, values] of Object.entries(statuses)) {
      this.addSql(`alter table "${table}" drop constraint "${table}_status_check",
        add constraint "${table}_status_check" check ("status" in (${list([...values, 'hidden'])})),
        add column "hidden_status" varchar(16) null
          check ("hidden_status" in (${list(values)})),
        add constraint "${table}_hidden_pair_check" check (("status" = 'hidden') = ("hidden_status" is not null));`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table, values] of Object.entries(statuses)) {
      this.addSql(`update "${table}" set "status" = "hidden_status" where "status" = 'hidden';`);
      this.addSql(`alter table "${table}" drop constraint "${table}_hidden_pair_check",
        drop column "hidden_status",
        drop constraint "${table}_status_check",
        add constraint "${table}_status_check" check ("status" in (${list(values)}));`);
    }
    this.addSql(`drop index if exists "app_user_admin_search_index";`);
    this.addSql(`alter table "app_user" drop column "suspended_at",
      drop column "suspension_reason", drop column "last_sign_in_at";`);
  }
}
