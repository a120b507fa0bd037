import { Migration } from '@mikro-orm/migrations';

/**
 * Matching (docs/product/matching.md, docs/decisions/0034-matching-engine.md): each post keeps its
 * meaning vector (100 signed bytes, written when it is saved); `matched_revision` says which
 * revision of a requirement the engine last matched. A match is one listing for one requirement
 * with its score, parts and reasons, the engine and weights that made it, and what followed:
 * its state, and when the seller was told (null: stored, not sent as a lead).
 */
export class Migration20261201000000_matching extends Migration {
  override name = 'Migration20261201000000_matching';

  override up(): void | Promise<void> {
    this.addSql(`alter table "listing" add column "meaning" bytea null;`);
    this.addSql(`alter table "requirement" add column "meaning" bytea null;`);
    this.addSql(`alter table "requirement" add column "matched_revision" bigint null;`);
    this.addSql(`alter table "listing" add column "matched_revision" bigint null;`);
    this.addSql(
      `create table "match" (
        "id" uuid not null,
        "requirement_id" uuid not null references "requirement" ("id") on delete cascade,
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "shop_id" uuid not null,
        "seller_id" uuid not null,
        "buyer_id" uuid not null,
        "score" real not null,
        "parts" jsonb not null,
        "reasons" jsonb not null,
        "engine_version" smallint not null,
        "weights_version" varchar(60) not null,
        "state" varchar(12) not null default 'new',
        "notified_at" timestamptz null,
        "outcome" varchar(12) null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "match_pkey" primary key ("id"),
        constraint "match_requirement_listing_unique" unique ("requirement_id", "listing_id"),
        constraint "match_state_check" check ("state" in ('new', 'seen', 'proposed', 'dismissed'))
      );`,
    );
    // The buyer's view: a requirement's best matches.
    this.addSql(
      `create index "match_requirement_score_index" on "match" ("requirement_id", "score" desc);`,
    );
    // The seller's leads, newest first; and the daily lead cap's count.
    this.addSql(
      `create index "match_seller_leads_index" on "match" ("seller_id", "notified_at" desc, "id") where "notified_at" is not null;`,
    );
    this.addSql(`create index "match_listing_index" on "match" ("listing_id");`);
    // Candidates in the requirement's (or listing's) category, newest first.
    this.addSql(
      `create index "listing_category_published_index" on "listing" ("category", "published_at" desc) where "status" = 'published';`,
    );
    this.addSql(
      `create index "requirement_category_open_index" on "requirement" ("category", "published_at" desc) where "status" = 'open';`,
    );
    // The worker's in-memory meaning index catches up on posts changed since it last read.
    this.addSql(`create index "listing_updated_index" on "listing" ("updated_at", "id");`);
    this.addSql(`create index "requirement_updated_index" on "requirement" ("updated_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match";`);
    for (const index of [
      'listing_category_published_index',
      'requirement_category_open_index',
      'listing_updated_index',
      'requirement_updated_index',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
    this.addSql(`alter table "listing" drop column "meaning", drop column "matched_revision";`);
    this.addSql(`alter table "requirement" drop column "meaning", drop column "matched_revision";`);
  }
}
