import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches (docs/product/matching.md, "Saved searches"): a user's search of the catalogue
 * (`query`: the listing search's filters as jsonb; `query_key`: their normalized form, unique per
 * user and kind) with its alert choice. A hit is one listing that matched one saved search: its
 * primary key makes a listing alert a search at most once, however often it is edited.
 */
export class Migration20261202000000_saved_searches extends Migration {
  override name = 'Migration20261202000000_saved_searches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "saved_search" (
        "id" uuid not null,
        "user_id" uuid not null references "app_user" ("id") on delete cascade,
        "name" varchar(80) not null,
        "kind" varchar(12) not null default 'listings',
        "query" jsonb not null,
        "query_key" text not null,
        "alert" varchar(8) not null default 'instant',
        "last_alerted_at" timestamptz null,
        "seen_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "saved_search_pkey" primary key ("id"),
        constraint "saved_search_user_query_unique" unique ("user_id", "kind", "query_key"),
        constraint "saved_search_kind_check" check ("kind" in ('listings')),
        constraint "saved_search_alert_check" check ("alert" in ('instant', 'daily', 'off'))
      );`,
    );
    // The worker narrows the searches a new listing may match by their category first.
    this.addSql(
      `create index "saved_search_kind_category_index" on "saved_search" ("kind", ("query"->>'category'));`,
    );
    this.addSql(
      `create table "saved_search_hit" (
        "saved_search_id" uuid not null references "saved_search" ("id") on delete cascade,
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        "notified_at" timestamptz null,
        constraint "saved_search_hit_pkey" primary key ("saved_search_id", "listing_id")
      );`,
    );
    this.addSql(
      `create index "saved_search_hit_listing_index" on "saved_search_hit" ("listing_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "saved_search_hit";`);
    this.addSql(`drop table if exists "saved_search";`);
  }
}
