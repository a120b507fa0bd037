import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue search (docs/decisions/0008-search-in-postgresql.md): a weighted full-text vector on
 * listings and requirements (title A, tags B, description C), trigram indexes on titles for typos
 * and prefixes, indexes for the filters and sorts, and the synonym table.
 */
export class Migration20261124061000_search extends Migration {
  override name = 'Migration20261124061000_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    // array_to_string is only STABLE in general; over text[] it is immutable, which a generated
    // column needs.
    this.addSql(`create or replace function "mb_words"(text[]) returns text
      language sql immutable parallel safe as $$ select array_to_string($1, ' ') $$;`);
    for (const table of ['listing', 'requirement']) {
      this.addSql(`alter table "${table}" add column "search_vector" tsvector
        generated always as (
          setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
          setweight(to_tsvector('english', "mb_words"("tags")), 'B') ||
          setweight(to_tsvector('english', coalesce("description", '')), 'C')
        ) stored;`);
      this.addSql(
        `create index "${table}_search_index" on "${table}" using gin ("search_vector");`,
      );
      this.addSql(
        `create index "${table}_title_trgm_index" on "${table}" using gin (lower("title") gin_trgm_ops);`,
      );
      this.addSql(`create index "${table}_category_index" on "${table}" ("category");`);
      this.addSql(`create index "${table}_subgroup_index" on "${table}" ("subgroup_id");`);
      this.addSql(`create index "${table}_group_index" on "${table}" ("group_id");`);
      this.addSql(`create index "${table}_city_index" on "${table}" (lower("city"));`);
      this.addSql(`create index "${table}_latitude_index" on "${table}" ("latitude");`);
    }
    this.addSql(
      `create index "listing_price_index" on "listing" ("currency", "price_minor") where "status" = 'published';`,
    );
    this.addSql(
      `create index "listing_deal_index" on "listing" ("deal_ends_at") where "status" = 'published' and "deal_ends_at" is not null;`,
    );
    this.addSql(`create table "search_synonym" (
      "term" varchar(60) primary key,
      "synonyms" text[] not null
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_synonym";`);
    for (const table of ['listing', 'requirement']) {
      for (const index of [
        'search',
        'title_trgm',
        'category',
        'subgroup',
        'group',
        'city',
        'latitude',
      ])
        this.addSql(`drop index if exists "${table}_${index}_index";`);
      this.addSql(`alter table "${table}" drop column if exists "search_vector";`);
    }
    this.addSql(`drop index if exists "listing_price_index";`);
    this.addSql(`drop index if exists "listing_deal_index";`);
    this.addSql(`drop function if exists "mb_words"(text[]);`);
  }
}
