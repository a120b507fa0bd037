import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { searchSynonymTable } from '@matchbazaar/db-schema';

const Y = searchSynonymTable.name;
const yc = searchSynonymTable.columns;

/**
 * The synonym sets as `search_synonym` stores them: a row per word with the other words of its
 * set, the form the search and the worker read. Writes go through the injected EntityManager, so
 * inside Transactions.run they commit with the audit entry.
 */
@Injectable()
export class SearchSynonymsRepository {
  constructor(private readonly em: EntityManager) {}

  async rows(): Promise<{ term: string; synonyms: string[] }[]> {
    return this.em.execute<{ term: string; synonyms: string[] }[]>(
      `select "${yc.term}" as "term", "${yc.synonyms}" as "synonyms" from "${Y}" order by 1`,
    );
  }

  /**
   * Held until the transaction ends: two admins saving at once cannot both put one word in two
   * sets (the second reads the first's set). Readers are not blocked.
   */
  async lock(): Promise<void> {
    await this.em.execute(`lock table "${Y}" in share row exclusive mode`);
  }

  /**
   * Takes away the words `removed` and stores `terms` as one set (none: only the removal). Knex
   * spreads an array bound to `?` into a list, hence `array[?]`.
   */
  async replace(removed: readonly string[], terms: readonly string[]): Promise<void> {
    if (removed.length > 0)
      await this.em.execute(`delete from "${Y}" where "${yc.term}" = any(array[?]::text[])`, [
        removed,
      ]);
    if (terms.length === 0) return;
    await this.em.execute(
      `insert into "${Y}" ("${yc.term}", "${yc.synonyms}")
       select t.term, array(select o from unnest(array[?]::text[]) as o where o <> t.term)
         from unnest(array[?]::text[]) as t(term)`,
      [terms, terms],
    );
  }
}
