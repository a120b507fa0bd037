import { Migration } from '@mikro-orm/migrations';

/**
 * Data exports (docs/product/accounts.md, "Download my data"): one row per request, found by the
 * SHA-256 of its link's token; the worker writes the file's bytes into it, so every BFF serves
 * the same ones. Rows past `expires_at` are swept.
 */
export class Migration20261127120000_account_exports extends Migration {
  override name = 'Migration20261127120000_account_exports';

  override up(): void | Promise<void> {
    this.addSql(`create table "account_export" (
      "id" uuid primary key,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "token_hash" char(64) not null,
      "status" varchar(10) not null default 'pending' check ("status" in ('pending', 'ready')),
      "document" bytea null,
      "byte_size" integer null,
      "created_at" timestamptz not null,
      "ready_at" timestamptz null,
      "expires_at" timestamptz not null,
      constraint "account_export_token_hash_unique" unique ("token_hash")
    );`);
    this.addSql(`create index "account_export_user_index" on "account_export" ("user_id");`);
    this.addSql(`create index "account_export_expires_index" on "account_export" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_export" cascade;`);
  }
}
