// The labeled set names listings by their place in the demo catalogue: check each still is there.
import type { LabeledQuery } from './labeled-query.ts';

/**
 * Throws, naming the first mismatches, when a judged listing's index no longer holds its title
 * (the demo catalogue changed and the grades no longer say what they said).
 */
export function checkJudgedTitles(
  queries: readonly LabeledQuery[],
  titles: readonly string[],
): void {
  const wrong: string[] = [];
  for (const query of queries)
    for (const [index, title] of query.judged)
      if (titles[index] !== title)
        wrong.push(
          `'${query.q}': #${index} is '${titles[index] ?? 'missing'}', judged as '${title}'`,
        );
  if (wrong.length)
    throw new Error(
      `The demo catalogue changed: ${wrong.length} judged listings no longer match ` +
        `(regrade tests/search-quality/queries by reading the catalogue):\n  ${wrong.slice(0, 10).join('\n  ')}`,
    );
}
