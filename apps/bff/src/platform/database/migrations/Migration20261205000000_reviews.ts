import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews' reads (docs/product/reviews.md). `window_ends_at` is when the order's review window
 * closes (completed_at + 14 days), kept on the review so that "published" is one expression over
 * the row: `coalesce(published_at, window_ends_at) <= now()` (both sides wrote, or the window
 * ended, even before the sweep wrote it down; the sweep then sets published_at to exactly
 * window_ends_at, so a review's place in a list never moves). The public lists read the buyers'
 * visible reviews of a shop or listing newest first by that instant; the sweep finds blind reviews
 * whose window ended; the moderators' queue finds reviews with open reports.
 */
export class Migration20261205000000_reviews extends Migration {
  override name = 'Migration20261205000000_reviews';

  override up(): void | Promise<void> {
    this.addSql(`alter table "review" add column "window_ends_at" timestamptz null;`);
    this.addSql(
      `update "review" r set "window_ends_at" = o."completed_at" + interval '14 days'
       from "market_order" o where o."id" = r."order_id";`,
    );
    this.addSql(
      `update "review" set "window_ends_at" = "created_at" where "window_ends_at" is null;`,
    );
    this.addSql(`alter table "review" alter column "window_ends_at" set not null;`);
    this.addSql(
      `create index "review_shop_public_index" on "review" ("shop_id", (coalesce("published_at", "window_ends_at")) desc, "id" desc)
       where "author_side" = 'buyer' and "hidden_at" is null and "shop_id" is not null;`,
    );
    this.addSql(
      `create index "review_listing_public_index" on "review" ("listing_id", (coalesce("published_at", "window_ends_at")) desc, "id" desc)
       where "author_side" = 'buyer' and "hidden_at" is null and "listing_id" is not null;`,
    );
    this.addSql(
      `create index "review_blind_index" on "review" ("window_ends_at") where "published_at" is null;`,
    );
    this.addSql(
      `create index "review_report_open_index" on "review_report" ("review_id", "created_at") where "resolved_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "review_report_open_index";`);
    this.addSql(`drop index if exists "review_blind_index";`);
    this.addSql(`drop index if exists "review_listing_public_index";`);
    this.addSql(`drop index if exists "review_shop_public_index";`);
    this.addSql(`alter table "review" drop column "window_ends_at";`);
  }
}
