import type { Seed } from '../../platform/database/seed-runner.js';
import { synonymMap, synonymSets } from '@matchbazaar/matching';

/** The synonym table's first rows (libs/matching/src/synonyms.ts); operators edit the table afterwards. */
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
