// `npm run bench:search-quality [-- --json FILE] [--no-build] [--database NAME]`: how well the
// catalogue search ranks, on the labeled set in tests/search-quality (queries as buyers type them,
// demo listings graded by reading them). Builds the BFF, seeds the demo catalogue into a fresh
// database, asks GET /api/v1/listings/search?q= as the browser does and scores the first 10
// against two baselines over the same listings: words only and MiniSearch's defaults. Prints
// nDCG@10, recall@10 and empty answers per kind and overall, the aims met or not, and the
// project's ten worst queries (docs/benchmarks/search-quality.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildBff, startBuiltBff } from '../../scripts/system/built-bff.ts';
import { benchDatabase } from '../../scripts/system/bench-database.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { checkJudgedTitles } from '../search-quality/catalogue-check.ts';
import { catalogueIndexById, demoCatalogue } from '../search-quality/demo-listings.ts';
import { labeledQueries } from '../search-quality/labeled-queries.ts';
import { queryKinds } from '../search-quality/labeled-query.ts';
import { miniSearchRanker } from '../search-quality/minisearch-baseline.ts';
import {
  aimsFor,
  byKind,
  K,
  scoreQuery,
  type Means,
  type QueryScore,
} from '../search-quality/scorecard.ts';
import type { Ranker, SearchableListing } from '../search-quality/searchable-listing.ts';
import { wordsOnlyRanker } from '../search-quality/words-only.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    database: { type: 'string', default: 'matchbazaar_search_quality' },
    // Use the BFF as built in apps/bff/dist (when a build elsewhere is under way or broken).
    'no-build': { type: 'boolean', default: false },
  },
});
const {
  url: databaseUrl,
  adminUrl,
  name: databaseName,
} = benchDatabase({
  database: values.database,
});
const root = new URL('../../', import.meta.url);
const say = (line: string) => console.log(line);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Not a demo listing (another seed's): scores 0 wherever it comes. */
const UNKNOWN = -1;

/** The project's search as the browser asks it: just the words, the default sort (relevance). */
function projectRanker(api: string, indexById: Map<string, number>, failures: string[]): Ranker {
  return async (q) => {
    const res = await fetch(`${api}/api/v1/listings/search?q=${encodeURIComponent(q)}`);
    if (!res.ok) {
      failures.push(`'${q}' answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return [];
    }
    const body = (await res.json()) as {
      data: { items: { id: string }[]; related?: { items: { id: string }[] } };
    };
    // The page shows a few matches' related posts right after them ("More in <category>").
    const shown = [...body.data.items, ...(body.data.related?.items ?? [])];
    return shown.slice(0, K).map((card) => indexById.get(card.id) ?? UNKNOWN);
  };
}

const f3 = (n: number | undefined) => (n === undefined ? '    -' : n.toFixed(3).slice(0, 5));
const pct = (n: number | undefined) =>
  n === undefined ? '    -' : `${(n * 100).toFixed(0)}%`.padStart(5);
const cells = (m: Means | undefined) =>
  m ? `${f3(m.ndcg)} ${f3(m.recall)} ${pct(m.zeroRate)}` : ' '.repeat(17);

/** What git says about the checkout measured; a copy outside git says 'unknown'. */
function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: root.pathname,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Loads the built app's modules in a child: a build that compiled with errors (a missing export)
 * fails here in a second, where the started BFF would exit and leave its readiness wait to run
 * out its five minutes.
 */
function checkBuiltBffLoads(): void {
  const app = new URL('apps/bff/dist/app.js', root).href;
  const load = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `await import('${app}')`],
    {
      cwd: root.pathname,
      encoding: 'utf8',
    },
  );
  if (load.status !== 0)
    throw new Error(
      `the built BFF does not load:\n${load.stderr.split('\n').slice(0, 12).join('\n')}`,
    );
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    say('Building the BFF ...');
    buildBff();
  }
  checkBuiltBffLoads();
  const catalogue = await demoCatalogue();
  checkJudgedTitles(
    labeledQueries,
    catalogue.listings.map((listing) => listing.title),
  );
  const listings: SearchableListing[] = catalogue.listings.map((listing, index) => ({
    index,
    title: listing.title,
    description: listing.description,
    category: listing.category.label,
  }));

  say(`Seeding the demo catalogue into a fresh ${databaseName} (${seconds()}) ...`);
  await dropDatabase(adminUrl, databaseName);
  await ensureDatabase(adminUrl, databaseName);
  const bff = await startBuiltBff(databaseUrl, { demoCatalogue: true });
  const failures: string[] = [];
  const systems: { name: string; rank: Ranker; scores: QueryScore[] }[] = [];
  try {
    const indexById = await catalogueIndexById(catalogue, databaseUrl, databaseName);
    say(`Asking ${labeledQueries.length} queries (${seconds()}) ...`);
    systems.push(
      { name: 'project', rank: projectRanker(bff.url, indexById, failures), scores: [] },
      { name: 'words only', rank: wordsOnlyRanker(listings, K), scores: [] },
      { name: 'MiniSearch', rank: miniSearchRanker(listings, K), scores: [] },
    );
    for (const query of labeledQueries)
      for (const system of systems)
        system.scores.push(scoreQuery(query, await system.rank(query.q)));
  } finally {
    await bff.stop();
  }

  const [project, , miniSearch] = systems as [(typeof systems)[0], unknown, (typeof systems)[0]];
  const summaries = systems.map((system) => ({ name: system.name, ...byKind(system.scores) }));
  const commit = git(['rev-parse', '--short', 'HEAD']);
  const status = git(['status', '--porcelain', '--', 'apps/bff/src/marketplace/search']);
  const uncommitted = status === 'unknown' ? 0 : status.split('\n').filter(Boolean).length;
  say('');
  say(
    `Search quality on ${labeledQueries.length} labeled queries, first ${K} results; commit ${commit}` +
      (uncommitted
        ? ` with ${uncommitted} uncommitted files in apps/bff/src/marketplace/search`
        : ''),
  );
  say(
    `  nDCG@${K}, recall@${K} (grade >= 2, of at most ${K}) and the share of queries with relevant listings answered with nothing`,
  );
  say(`  ${''.padEnd(26)}${summaries.map((s) => s.name.padEnd(19)).join('')}`);
  say(`  ${'kind (queries)'.padEnd(26)}${summaries.map(() => 'nDCG  recall empty ').join('')}`);
  for (const kind of queryKinds) {
    const n = summaries[0]!.kinds[kind]?.queries ?? 0;
    if (!n) continue;
    say(
      `  ${`${kind} (${n})`.padEnd(26)}${summaries.map((s) => `${cells(s.kinds[kind])}  `).join('')}`,
    );
  }
  say(
    `  ${`overall (${labeledQueries.length})`.padEnd(26)}${summaries.map((s) => `${cells(s.overall)}  `).join('')}`,
  );

  const aims = aimsFor(project.scores, miniSearch.scores);
  say('Aims for the project');
  for (const aim of aims)
    say(`  ${(aim.met ? 'MET' : 'NOT MET').padEnd(8)} ${aim.aim}: ${aim.detail}`);

  const titleOf = (index: number) =>
    index === UNKNOWN ? '(not a demo listing)' : (catalogue.listings[index]?.title ?? '?');
  // Ties (often several at 0) go round the kinds, so the ten show more than one kind's failures.
  const turn = new Map(
    project.scores.map((s, i) => [
      s,
      labeledQueries.slice(0, i).filter((q) => q.kind === s.kind).length,
    ]),
  );
  const worst = [...project.scores]
    .sort((a, b) => a.ndcg - b.ndcg || turn.get(a)! - turn.get(b)!)
    .slice(0, 10);
  say("The project's ten worst queries (nDCG@10: what it returned first)");
  for (const s of worst) {
    const first = s.ranked.slice(0, 3).map((index) => `#${index} ${titleOf(index)}`);
    say(
      `  ${s.ndcg.toFixed(3)}  [${s.kind}] '${s.q}': ${first.length ? first.join(' | ') : 'nothing'}`,
    );
  }
  if (failures.length) {
    say(`Errors from the search (${failures.length}; counted as empty answers):`);
    for (const failure of failures.slice(0, 10)) say(`  ${failure}`);
  }
  say(`Done in ${seconds()}.`);

  if (values.json) {
    const figures = {
      measuredAt: new Date().toISOString(),
      commit,
      uncommittedSearchFiles: uncommitted,
      k: K,
      queries: labeledQueries.length,
      systems: summaries,
      aims,
      perQuery: labeledQueries.map((query, i) => ({
        q: query.q,
        kind: query.kind,
        ...Object.fromEntries(
          systems.map((system) => {
            const { ndcg, recall, empty, ranked } = system.scores[i]!;
            return [system.name, { ndcg, recall, empty, ranked }];
          }),
        ),
      })),
    };
    writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
    say(`Figures written to ${values.json}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
