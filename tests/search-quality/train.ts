/**
 * `npm run search:train [-- --dry-run] [--no-build] [--seed S] [--events-database-url URL]`: fits
 * the catalogue search's ranking weights (apps/bff/data/search-ranking-weights.json) and writes a
 * new version only when a held-out part of the labeled set ranks better with it
 * (docs/benchmarks/search-quality.md, "Training the weights").
 *
 * The search is the BFF's own, run in this process from its build: the labeled set's demo
 * catalogue is seeded into a fresh database and each query is searched as the browser asks it.
 * The ranking formula lives in SQL (ranking.ts's relevanceSql, a weighted sum of signals), so it
 * is never copied here: each query is searched once more per signal with that signal's weight
 * alone at 1, and the values the SQL ranked by are kept as that signal's value for every post the
 * search matched. A candidate's rank under any weights is then their weighted sum, checked
 * against the real search's first page under the current weights before anything is fitted.
 *
 * Examples: the labeled set's training part (split by a seeded hash, a third of each kind held
 * out and never fitted on), and, when --events-database-url names a database the BFF recorded
 * searches in, its searches with clicks, saves and inquiries as graded labels (ranking-fit.ts).
 * The fit is coordinate ascent on nDCG@10 (ranking-fit.ts), deterministic for a seed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listingSearchQuerySchema } from '@matchbazaar/contracts';
import { benchDatabase } from '../../scripts/system/bench-database.ts';
import { buildBff, productionBffEnv } from '../../scripts/system/built-bff.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';
import { checkJudgedTitles } from './catalogue-check.ts';
import { catalogueIndexById, demoCatalogue } from './demo-listings.ts';
import { labeledQueries } from './labeled-queries.ts';
import type { Grade } from './labeled-query.ts';
import { gradesOf } from './metrics.ts';
import {
  fitWeights,
  heldOutQueries,
  implicitGrades,
  ndcgByKind,
  nextVersion,
  rankCandidates,
  writeDecision,
  type Candidate,
  type RecordedSearch,
  type TrainingQuery,
} from './ranking-fit.ts';
import { K } from './scorecard.ts';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    database: { type: 'string', default: 'matchbazaar_search_train' },
    'events-database-url': { type: 'string' },
    seed: { type: 'string', default: 'search-train-1' },
    'held-out-share': { type: 'string', default: '0.34' },
    rounds: { type: 'string', default: '8' },
    // A held-out gain below this is noise (one query's tie moving), not a better ranking.
    'min-gain': { type: 'string', default: '0.001' },
  },
});
const say = (line: string) => console.log(line);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const root = new URL('../../', import.meta.url);
const dist = (path: string) => new URL(`apps/bff/dist/${path}`, root).href;

type Bff = {
  app: typeof import('../../apps/bff/src/app.ts');
  config: typeof import('../../apps/bff/src/platform/config/bff-config.ts');
  startup: typeof import('../../apps/bff/src/platform/database/startup-tasks.ts');
  service: typeof import('../../apps/bff/src/marketplace/search/search.service.ts');
  repository: typeof import('../../apps/bff/src/marketplace/search/post-search.repository.ts');
  plan: typeof import('../../apps/bff/src/marketplace/search/search-plan.ts');
  ranking: typeof import('../../apps/bff/src/marketplace/search/ranking.ts');
  events: typeof import('../../apps/bff/src/marketplace/search-events/search-events.service.ts');
  scope: typeof import('../../apps/bff/src/platform/common/request-scope.ts');
};

/** The built BFF's modules: the same instances the app made here uses (its DI tokens). */
async function loadBff(): Promise<Bff> {
  const load = <T>(path: string) => import(dist(path)) as Promise<T>;
  return {
    app: await load<Bff['app']>('app.js'),
    config: await load<Bff['config']>('platform/config/bff-config.js'),
    startup: await load<Bff['startup']>('platform/database/startup-tasks.js'),
    service: await load<Bff['service']>('marketplace/search/search.service.js'),
    repository: await load<Bff['repository']>('marketplace/search/post-search.repository.js'),
    plan: await load<Bff['plan']>('marketplace/search/search-plan.js'),
    ranking: await load<Bff['ranking']>('marketplace/search/ranking.js'),
    events: await load<Bff['events']>('marketplace/search-events/search-events.service.js'),
    scope: await load<Bff['scope']>('platform/common/request-scope.js'),
  };
}

type Captured = { candidates: Omit<Candidate, 'key'>[]; shown: string[] };

/**
 * The BFF's search in this process, on `databaseUrl`, with a way to see each query's matches and
 * their signals. Searches made here are not recorded as search events.
 */
async function searchOn(bff: Bff, databaseUrl: string, seed: boolean) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `mbtrain:${Math.random().toString(16).slice(2, 10)}`;
  const config = bff.config.loadBffConfig({
    ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix }),
    LOG_LEVEL: 'error',
    DEMO_CATALOGUE: seed ? 'true' : 'false',
  });
  const app = await bff.app.createApp(config);
  if (seed) await app.get(bff.startup.StartupTasks).migrateAndSeed();
  app.get(bff.events.SearchEventsService).recordSearchSoon = () => null;
  const service = app.get(bff.service.SearchService);
  const repository = app.get(bff.repository.PostSearchRepository);
  // The plan and rows of the last page the search asked for: the attempt that answered (a
  // widened search asks again only when the one before found nothing).
  type Page = {
    plan: Parameters<typeof repository.pageOf>[1];
    rows: { id: string; sortValue: number }[];
  };
  const pageOf = repository.pageOf.bind(repository);
  let last: Page | null = null;
  repository.pageOf = async (target, plan) => {
    const rows = await pageOf(target, plan);
    last = { plan, rows };
    return rows;
  };
  const { rankingSignals, rankWith } = bff.ranking;
  const use = (weights: readonly number[]) =>
    rankWith(
      Object.fromEntries(rankingSignals.map((signal, i) => [signal, weights[i]!])) as Record<
        (typeof rankingSignals)[number],
        number
      >,
    );
  const searchWith = async (weights: readonly number[], query: Record<string, unknown>) => {
    use(weights);
    last = null;
    // As one request: its own EntityManager fork, as an HTTP search has.
    await bff.scope.runAsOneRequest(() =>
      service.searchListings(listingSearchQuerySchema.parse(query)),
    );
    const answered = last as Page | null;
    if (!answered) throw new Error(`'${String(query.q)}' asked for no page`);
    return answered;
  };

  return {
    /** The first page under `current`, and every match with each signal's value as SQL ranked it. */
    async capture(query: Record<string, unknown>, current: readonly number[]): Promise<Captured> {
      try {
        const shown = (await searchWith(current, query)).rows.slice(0, K).map((row) => row.id);
        const features = new Map<string, number[]>();
        for (let i = 0; i < rankingSignals.length; i++) {
          const alone = rankingSignals.map((_, j) => (j === i ? 1 : 0));
          const { plan } = await searchWith(alone, query);
          const rows = await pageOf(bff.repository.listingTable, {
            ...plan,
            after: null,
            limit: bff.plan.RANK_POOL + 1,
          });
          for (const row of rows) {
            const ofRow = features.get(row.id) ?? rankingSignals.map(() => Number.NaN);
            ofRow[i] = row.sortValue;
            features.set(row.id, ofRow);
          }
        }
        // Weights order the matches, never choose them: every match has every signal's value.
        const candidates = [...features].map(([id, ofRow]) => {
          if (ofRow.some(Number.isNaN))
            throw new Error(`'${String(query.q)}' matched other posts as the weights changed`);
          return { id, features: ofRow };
        });
        return { candidates, shown };
      } finally {
        use(current);
      }
    },
    close: async () => {
      await app.close();
      await deleteKeysWithPrefix(redisUrl, redisPrefix);
    },
  };
}

/** Recorded listing searches with at least one action, from the database they were made in. */
async function recordedSearches(url: string): Promise<(RecordedSearch & { filters: object })[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{
      id: string;
      normalized: string;
      filters: object;
      shown_ids: string[];
      actions: { postId: string; position: number; action: string }[];
    }>(
      `select e.id, e.normalized, e.filters, e.shown_ids::text[] as shown_ids,
              json_agg(json_build_object('postId', a.post_id, 'position', a.position, 'action', a.action)) as actions
         from search_event e join search_action a on a.search_id = e.id
        where e.kind = 'listing'
        group by e.id order by e.at`,
    );
    return rows.map((row) => ({
      q: JSON.stringify([row.normalized, row.filters]),
      filters: row.filters,
      shownIds: row.shown_ids,
      actions: row.actions,
    }));
  } finally {
    await db.end();
  }
}

const f4 = (n: number) => n.toFixed(4);

async function main(): Promise<void> {
  if (!values['no-build']) {
    say('Building the BFF ...');
    buildBff();
  }
  const bff = await loadBff();
  const { rankingSignals, rankingWeightsFile, parseRankingWeights } = bff.ranking;
  const currentFile = parseRankingWeights(readFileSync(rankingWeightsFile, 'utf8'));
  const current = rankingSignals.map((signal) => currentFile.signals[signal]);
  const catalogue = await demoCatalogue();
  checkJudgedTitles(
    labeledQueries,
    catalogue.listings.map((listing) => listing.title),
  );

  // Recorded searches first (their database's own posts), then the labeled set on a fresh seed.
  const fromEvents: TrainingQuery[] = [];
  if (values['events-database-url']) {
    const searches = await recordedSearches(values['events-database-url']);
    const grades = implicitGrades(searches);
    say(
      `${searches.length} recorded searches with actions, ${grades.size} distinct searches with graded posts (${seconds()})`,
    );
    const search = await searchOn(bff, values['events-database-url'], false);
    try {
      for (const [key, graded] of grades) {
        const [q, filters] = JSON.parse(key) as [string, object];
        let captured: Captured;
        try {
          captured = await search.capture({ ...filters, q }, current);
        } catch (error) {
          say(`  left out '${q}': ${(error as Error).message}`);
          continue;
        }
        // Keys by position in the candidates: the grades are by post id.
        const candidates = captured.candidates.map((c, key) => ({ ...c, key }));
        const byKey = new Map<number, Grade>();
        for (const candidate of candidates) {
          const grade = graded.get(candidate.id);
          if (grade) byKey.set(candidate.key, grade);
        }
        // A graded post the search no longer matches leaves nothing to rank better.
        if (byKey.size > 0) fromEvents.push({ q, kind: 'events', candidates, grades: byKey });
      }
      if (fromEvents.length < grades.size)
        say(
          `  ${grades.size - fromEvents.length} left out: the search no longer matches their graded posts`,
        );
    } finally {
      await search.close();
    }
  } else say('No --events-database-url: fitting on the labeled set alone.');

  const database = benchDatabase({ database: values.database });
  say(`Seeding the demo catalogue into a fresh ${database.name} (${seconds()}) ...`);
  await dropDatabase(database.adminUrl, database.name);
  await ensureDatabase(database.adminUrl, database.name);
  const search = await searchOn(bff, database.url, true);
  const labeled: TrainingQuery[] = [];
  let reproduced = 0;
  const differ: string[] = [];
  try {
    const indexById = await catalogueIndexById(catalogue, database.url, database.name);
    say(
      `Searching ${labeledQueries.length} labeled queries, ${rankingSignals.length + 1} times each (${seconds()}) ...`,
    );
    for (const query of labeledQueries) {
      const captured = await search.capture({ q: query.q }, current);
      const candidates = captured.candidates.map((c) => ({ ...c, key: indexById.get(c.id) ?? -1 }));
      const again = rankCandidates(candidates, current)
        .slice(0, K)
        .map((c) => c.id);
      if (again.join() === captured.shown.join()) reproduced += 1;
      else differ.push(query.q);
      labeled.push({ q: query.q, kind: query.kind, candidates, grades: gradesOf(query.judged) });
    }
  } finally {
    await search.close();
  }
  say(
    `The signals' weighted sum gives the search's own first ${K} for ${reproduced} of ${labeled.length} queries (${seconds()})${differ.length ? `; not for ${differ.map((q) => `'${q}'`).join(', ')}` : ''}`,
  );
  // More than a few differing means the sum is not what the SQL ranks by: nothing fitted on it holds.
  if (differ.length > Math.max(2, labeled.length * 0.02))
    throw new Error('the weighted sum does not reproduce the search: not fitting');

  const heldOut = heldOutQueries(labeledQueries, values.seed, Number(values['held-out-share']));
  const train = [...labeled.filter((q) => !heldOut.has(q.q)), ...fromEvents];
  const held = labeled.filter((q) => heldOut.has(q.q));
  say(
    `Split (seed '${values.seed}'): ${train.length - fromEvents.length} labeled queries to fit on${fromEvents.length ? ` and ${fromEvents.length} from recorded searches` : ''}, ${held.length} held out`,
  );
  const textIndex = rankingSignals.indexOf('text');
  const fit = fitWeights(train, current, {
    fixed: [textIndex],
    seed: values.seed,
    rounds: Number(values.rounds),
  });
  say(
    `Coordinate ascent: ${fit.rounds} rounds, training nDCG@${K} ${f4(fit.before)} -> ${f4(fit.after)} (${seconds()})`,
  );

  say('');
  say(`signal     ${currentFile.version.padStart(20)}   fitted`);
  rankingSignals.forEach((signal, i) =>
    say(`  ${signal.padEnd(9)}${String(current[i]).padStart(20)}   ${fit.weights[i]}`),
  );
  const table = (title: string, queries: TrainingQuery[]) => {
    const before = ndcgByKind(queries, current);
    const after = ndcgByKind(queries, fit.weights);
    say('');
    say(`${title}: nDCG@${K}        current   fitted`);
    before.forEach((row, i) =>
      say(
        `  ${`${row.kind} (${row.queries})`.padEnd(26)}${f4(row.ndcg).padStart(8)} ${f4(after[i]!.ndcg).padStart(8)}`,
      ),
    );
    return { before: before.at(-1)!.ndcg, after: after.at(-1)!.ndcg };
  };
  table('Fitted on', train);
  const measured = table('Held out', held);
  table(`The whole labeled set (what bench:search-quality scores)`, labeled);

  const decision = writeDecision(measured.before, measured.after, Number(values['min-gain']));
  say('');
  if (!decision.write) {
    say(
      `Not written: ${decision.reason}. ${rankingWeightsFile.pathname} stays at ${currentFile.version}.`,
    );
    return;
  }
  const version = nextVersion(currentFile.version, new Date().toISOString().slice(0, 10));
  const note = `Fitted by npm run search:train (seed '${values.seed}') on ${train.length - fromEvents.length} labeled queries${fromEvents.length ? ` and ${fromEvents.length} recorded searches` : ''} from ${currentFile.version}; ${decision.reason} on ${held.length} held-out queries.`;
  const file = {
    version,
    note,
    signals: Object.fromEntries(rankingSignals.map((signal, i) => [signal, fit.weights[i]])),
  };
  if (values['dry-run']) {
    say(`Would write ${version} (--dry-run: nothing written): ${decision.reason}.`);
    return;
  }
  // Checked as the BFF will read it before it replaces the reviewed file.
  const text = `${JSON.stringify(file, null, 2)}\n`;
  parseRankingWeights(text);
  writeFileSync(rankingWeightsFile, text);
  say(
    `Wrote ${rankingWeightsFile.pathname} (${version}): ${decision.reason}. Review it, run npm run bench:search-quality, commit.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
