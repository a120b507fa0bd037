import { Migration } from '@mikro-orm/migrations';

/**
 * Typo matching checks each candidate title word's edit distance from the typed word
 * (levenshtein_less_equal): trigrams alone let "tomatoes" match "tournament".
 */
export class Migration20261124063000_fuzzystrmatch extends Migration {
  override name = 'Migration20261124063000_fuzzystrmatch';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists fuzzystrmatch;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop extension if exists fuzzystrmatch;`);
  }
}
