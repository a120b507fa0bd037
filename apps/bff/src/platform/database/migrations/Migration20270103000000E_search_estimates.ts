import { Migration } from '@mikro-orm/migrations';

/**
 * What a search asks of the planner's estimates. How many rows the planner expects a search's filters to match, asked from inside the search's
 * count statement: a first page had sent the EXPLAIN as a statement of its own, one round trip
 * before the count could start (docs/benchmarks/search.md). The text is built by the BFF from
 * its own fragments with every value quoted, never taken from a request as is. Volatile:
 * PostgreSQL runs EXPLAIN in no other kind of function.
 */
export class Migration20270103000000E_search_estimates extends Migration {
  override name = 'Migration20270103000000E_search_estimates';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "search_estimated_rows"("statement" text) returns float8
      language plpgsql volatile as $$
      declare
        "plan" json;
      begin
        execute 'explain (format json) ' || "statement" into "plan";
        return ("plan" -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
      end $$;`);
    // A price order's key is indexed only where live (partial), and PostgreSQL reads no statistics
    // from a partial index's expressions: a price range on the key was taken to hold 0.5% of the
    // currency's posts (3,096 for 173,399), so a price order sorted a filter's 18,860 matches
    // where walking the index reads a tenth as much. And a category in a currency it never has
    // (rice in dollars) was taken to hold hundreds of posts, so newest first walked the
    // category's 6,750 posts to find none, where the two indexes ANDed read 480 blocks; the
    // pairs of category and currency are a few hundred, so the list of them is kept whole.
    this.addSql(
      `create statistics if not exists "listing_price_asc_key" on (coalesce("price_minor", 9000000000000000)) from "listing";`,
    );
    this.addSql(
      `create statistics if not exists "listing_price_desc_key" on (coalesce("price_minor", -1)) from "listing";`,
    );
    this.addSql(
      `create statistics if not exists "listing_category_currency" (mcv) on "category", "currency" from "listing";`,
    );
    this.addSql(`alter statistics "listing_category_currency" set statistics 1000;`);
    this.addSql(`analyze "listing";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop statistics if exists "listing_category_currency";`);
    this.addSql(`drop statistics if exists "listing_price_desc_key";`);
    this.addSql(`drop statistics if exists "listing_price_asc_key";`);
    this.addSql(`drop function if exists "search_estimated_rows"(text);`);
  }
}
