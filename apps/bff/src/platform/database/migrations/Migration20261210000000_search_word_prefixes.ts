import { Migration } from '@mikro-orm/migrations';

/**
 * The title words that a search's last word begins (docs/decisions/0008-search-in-postgresql.md):
 * `like 'tomat%'` on search_word, which the primary key's collation-ordered index cannot serve.
 */
export class Migration20261210000000_search_word_prefixes extends Migration {
  override name = 'Migration20261210000000_search_word_prefixes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "search_word_prefix_index" on "search_word" ("word" varchar_pattern_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "search_word_prefix_index";`);
  }
}
