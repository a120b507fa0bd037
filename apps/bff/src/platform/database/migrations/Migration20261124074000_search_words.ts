import { Migration } from '@mikro-orm/migrations';

/**
 * Typos (docs/decisions/0008-search-in-postgresql.md): the words of every post title, kept by a
 * trigger, with a trigram index. A misspelt word is corrected against this small list and the
 * search then runs on the full-text index like any other; testing each of a million titles by
 * trigrams and edit distance took 700 ms (tests/load/search.bench.ts).
 */
export class Migration20261124074000_search_words extends Migration {
  override name = 'Migration20261124074000_search_words';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_word" ("word" varchar(60) primary key);`);
    this.addSql(
      `create index "search_word_trgm_index" on "search_word" using gin ("word" gin_trgm_ops);`,
    );
    // Words of four letters or more: shorter ones are not corrected (search-plan.ts).
    this.addSql(`create or replace function "mb_title_words"(text) returns setof text
      language sql immutable parallel safe as $$
        select distinct w from regexp_split_to_table(lower($1), '[^[:alnum:]]+') as w
        where length(w) between 4 and 60 $$;`);
    this.addSql(`create or replace function "mb_remember_title_words"() returns trigger
      language plpgsql as $$ begin
        insert into "search_word" ("word") select "mb_title_words"(new."title") on conflict do nothing;
        return new;
      end $$;`);
    for (const table of ['listing', 'requirement']) {
      this.addSql(`insert into "search_word" ("word")
        select distinct w from "${table}", "mb_title_words"("title") as w on conflict do nothing;`);
      this.addSql(`create trigger "${table}_title_words" after insert or update of "title"
        on "${table}" for each row execute function "mb_remember_title_words"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['listing', 'requirement'])
      this.addSql(`drop trigger if exists "${table}_title_words" on "${table}";`);
    this.addSql(`drop function if exists "mb_remember_title_words"();`);
    this.addSql(`drop function if exists "mb_title_words"(text);`);
    this.addSql(`drop table if exists "search_word";`);
  }
}
