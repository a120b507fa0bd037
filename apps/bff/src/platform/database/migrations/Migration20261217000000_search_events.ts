import { Migration } from '@mikro-orm/migrations';

/**
 * Search analytics (docs/product/search-analytics.md). `search_event`: one catalogue search with
 * words: who (an account or nobody; set null when the account is erased), which catalogue, the
 * query as typed and normalized, its filters, how many it found and the ids of its first page in
 * order. `search_action`: one result of it opened, saved or asked about, once per kind; it goes
 * with its search. Both are deleted 180 days after the search.
 */
export class Migration20261217000000_search_events extends Migration {
  override name = 'Migration20261217000000_search_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "search_event" (
        "id" uuid not null default gen_random_uuid(),
        "at" timestamptz not null default now(),
        "account_id" uuid null references "app_user" ("id") on delete set null,
        "kind" varchar(12) not null,
        "query" varchar(200) not null,
        "normalized" varchar(200) not null,
        "filters" jsonb not null default '{}',
        "total" integer not null,
        "zero_result" boolean not null,
        "shown_ids" uuid[] not null default '{}',
        constraint "search_event_pkey" primary key ("id"),
        constraint "search_event_kind_check" check ("kind" in ('listing', 'requirement')),
        constraint "search_event_total_check" check ("total" >= 0)
      );`,
    );
    // The analytics read a range of days (of one kind), the retention deletes the oldest first.
    this.addSql(`create index "search_event_at_index" on "search_event" ("at");`);
    this.addSql(`create index "search_event_kind_at_index" on "search_event" ("kind", "at");`);
    // An erasure finds the account's searches.
    this.addSql(
      `create index "search_event_account_index" on "search_event" ("account_id") where "account_id" is not null;`,
    );
    this.addSql(
      `create table "search_action" (
        "search_id" uuid not null references "search_event" ("id") on delete cascade,
        "post_id" uuid not null,
        "position" smallint not null,
        "action" varchar(8) not null,
        "at" timestamptz not null default now(),
        constraint "search_action_pkey" primary key ("search_id", "post_id", "action"),
        constraint "search_action_action_check" check ("action" in ('click', 'save', 'inquiry')),
        constraint "search_action_position_check" check ("position" between 1 and 100)
      );`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_action";`);
    this.addSql(`drop table if exists "search_event";`);
  }
}
