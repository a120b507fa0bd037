import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts. Users (email unique ignoring case), refresh-token families (sessions) and the
 * single-use tokens sent by mail or SMS (email verification, phone code, password reset).
 */
export class Migration20261121150000_accounts extends Migration {
  override name = 'Migration20261121150000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_user" (
      "id" uuid primary key default gen_random_uuid(),
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(15) null,
      "password_hash" varchar(255) not null,
      "role" varchar(10) not null default 'user' check ("role" in ('user', 'trader', 'support', 'admin')),
      "email_verified_at" timestamptz null,
      "phone_verified_at" timestamptz null,
      "profile_image" varchar(500) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(
      `create unique index "app_user_email_lower_unique" on "app_user" (lower("email"));`,
    );

    this.addSql(`create table "refresh_token" (
      "id" uuid primary key default gen_random_uuid(),
      "family_id" uuid not null,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "token_hash" varchar(64) not null,
      "created_at" timestamptz not null,
      "used_at" timestamptz null,
      "replaced_by" uuid null,
      "revoked_at" timestamptz null,
      "expires_at" timestamptz not null,
      "family_expires_at" timestamptz not null,
      "device" varchar(120) not null,
      "ip" varchar(64) null,
      "last_used_at" timestamptz not null,
      constraint "refresh_token_token_hash_unique" unique ("token_hash")
    );`);
    this.addSql(`create index "refresh_token_family_index" on "refresh_token" ("family_id");`);
    // The sessions list: live tokens of one user.
    this.addSql(
      `create index "refresh_token_user_live_index" on "refresh_token" ("user_id") where "revoked_at" is null and "used_at" is null;`,
    );

    this.addSql(`create table "account_token" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "purpose" varchar(20) not null check ("purpose" in ('email_verify', 'phone_verify', 'password_reset')),
      "token_hash" varchar(64) not null,
      "target" varchar(254) not null,
      "expires_at" timestamptz not null,
      "attempts" integer not null default 0,
      "used_at" timestamptz null,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `create index "account_token_hash_index" on "account_token" ("purpose", "token_hash");`,
    );
    this.addSql(
      `create index "account_token_user_index" on "account_token" ("user_id", "purpose");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_token" cascade;`);
    this.addSql(`drop table if exists "refresh_token" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
