import type { Seed } from '../database/seed-runner.js';
import { synonymMap } from './search-text.js';
import { synonymSets } from './synonyms.js';

/** The synonym table's first rows (synonyms.ts); operators edit the table afterwards. */
export function searchSeeds(): Seed[] {
  return [
    {
      name: 'search.synonyms',
      run: async (em) => {
        for (const [term, synonyms] of synonymMap(synonymSets))
          await em.execute(
            `insert into "search_synonym" ("term", "synonyms") values (?, array[?]::text[]) on conflict do nothing`,
            [term, synonyms],
          );
      },
    },
  ];
}
