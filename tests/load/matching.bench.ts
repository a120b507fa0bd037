// `npm run bench:matching [-- --runs 100 --listing-jobs 200 --scale-database mb_bench_search]`:
// the matching engine measured in one run (docs/product/matching.md):
//  1. quality on the labeled set (tests/fixtures/matching): nDCG@10, recall@10 and MRR for words
//     only (the catalogue search's relevance), meaning only (cosine of the posts' vectors) and the
//     full engine (the worker's matching.requirement handler, run as in production);
//  2. at scale (a database filled by `npm run seed:scale`, seeded here first when missing): the
//     latency of matching one requirement at a million listings (p50, p95), and the throughput of
//     matching.listing jobs over the open requirements.
// Both run the built worker's handlers against the real schema on the machine's PostgreSQL.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { meaningOf } from '@matchbazaar/matching';
import { evalDatabase, ndcgAt, reciprocalRank, recallAt } from '../../scripts/matching/eval-set.ts';
import { buildBff } from '../../scripts/system/built-bff.ts';
import { benchDatabase } from '../../scripts/system/bench-database.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    'listing-jobs': { type: 'string', default: '200' },
    'scale-database': { type: 'string', default: 'mb_bench_search' },
    'skip-scale': { type: 'boolean', default: false },
    // Use the apps as built in dist (a build in progress elsewhere would fail this one).
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const listingJobs = Number(values['listing-jobs']);
const root = new URL('../../', import.meta.url);
const say = (line: string) => console.log(line);

// The built worker's handlers and adapters, and the matching library, as the worker runs them.
type WorkerModules = {
  store: typeof import('../../apps/worker/src/adapters/matching-store.ts');
  index: typeof import('../../apps/worker/src/adapters/post-meaning-index.ts');
  requirementHandler: typeof import('../../apps/worker/src/handlers/matching/match-requirement.handler.ts');
  listingHandler: typeof import('../../apps/worker/src/handlers/matching/match-listing.handler.ts');
  matching: typeof import('@matchbazaar/matching');
};

function buildWorker(): void {
  const tsc = new URL('node_modules/typescript/bin/tsc', root).pathname;
  const build = spawnSync(process.execPath, [tsc, '-b', 'apps/worker'], {
    cwd: root.pathname,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`worker build failed:\n${build.stdout}`);
}

async function workerModules(): Promise<WorkerModules> {
  const dist = (path: string) => new URL(path, root).href;
  return {
    store: (await import(
      dist('apps/worker/dist/adapters/matching-store.js')
    )) as WorkerModules['store'],
    index: (await import(
      dist('apps/worker/dist/adapters/post-meaning-index.js')
    )) as WorkerModules['index'],
    requirementHandler: (await import(
      dist('apps/worker/dist/handlers/matching/match-requirement.handler.js')
    )) as WorkerModules['requirementHandler'],
    listingHandler: (await import(
      dist('apps/worker/dist/handlers/matching/match-listing.handler.js')
    )) as WorkerModules['listingHandler'],
    matching: await import('@matchbazaar/matching'),
  };
}

const quietLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  child: () => quietLogger,
};
const jobContext = (name: string) =>
  ({
    queue: 'matching',
    name,
    id: `bench-${name}`,
    attemptsMade: 0,
    maxAttempts: 1,
    logger: quietLogger,
  }) as never;
const noPublisher = { toUser: () => undefined, close: () => Promise.resolve() };

function engine(modules: WorkerModules, pool: pg.Pool) {
  // The worker pins its own @types/pg; the pool is the same pg at run time.
  const db = pool as unknown as ConstructorParameters<typeof modules.store.MatchingStore>[0];
  const store = new modules.store.MatchingStore(db);
  const deps = {
    store,
    listings: new modules.index.PostMeaningIndex(store, 'listing'),
    requirements: new modules.index.PostMeaningIndex(store, 'requirement'),
    publisher: noPublisher,
    vectors: modules.matching.sharedWordVectors(),
    weights: modules.matching.currentWeights(),
  };
  return {
    deps,
    matchRequirement: modules.requirementHandler.matchRequirementHandler(deps),
    matchListing: modules.listingHandler.matchListingHandler(deps),
  };
}

// ---------- quality ----------

async function quality(modules: WorkerModules): Promise<void> {
  const set = await evalDatabase();
  const { db, listings, requirements, dbIdOf, evalIdOf } = set;
  say(`Quality: ${requirements.length} requirements against ${listings.length} listings`);
  try {
    const { deps, matchRequirement } = engine(modules, db);
    const synonyms = await deps.store.synonyms();
    const vectors = new Map(
      [...set.meanings].map(([id, meaning]) => [id, modules.matching.decodeVector(meaning)]),
    );
    const systems = ['words only', 'meaning only', 'full engine'] as const;
    const totals = Object.fromEntries(
      systems.map((s) => [s, { ndcg: 0, recall: 0, mrr: 0 }]),
    ) as Record<(typeof systems)[number], { ndcg: number; recall: number; mrr: number }>;

    // Every stored match with its score and grade, for the lead floor's table below.
    const scored: { score: number; grade: number }[] = [];
    let relevantPairs = 0;
    for (const r of requirements) {
      const requirementId = dbIdOf.get(r.id)!;
      // Words only: the search's relevance, the requirement's words with their synonyms.
      const tsQuery = modules.matching.toTsQuery([r.title, ...r.tags].join(' '), synonyms, {
        anyWord: true,
      });
      const words = tsQuery
        ? (
            await db.query<{ id: string }>(
              `select id from listing, to_tsquery('english', $1) q where search_vector @@ q
                order by ts_rank_cd(search_vector, q, 32) desc, id limit 10`,
              [tsQuery],
            )
          ).rows.map((row) => evalIdOf.get(row.id)!)
        : [];
      // Meaning only: the cosine of the two vectors, over every listing.
      const wanted = modules.matching.decodeVector(meaningOf(r));
      const meaningRanked = [...vectors.entries()]
        .map(([id, v]) => ({ id, s: modules.matching.cosine(wanted, v) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, 10)
        .map((x) => x.id);
      // The full engine: the worker's own handler, then its stored matches best first.
      await matchRequirement(
        { id: requirementId, revision: set.revisions.get(requirementId)! },
        jobContext('requirement'),
      );
      const full = (
        await db.query<{ listing_id: string }>(
          `select listing_id from match where requirement_id = $1 order by score desc, listing_id limit 10`,
          [requirementId],
        )
      ).rows.map((row) => evalIdOf.get(row.listing_id)!);
      const stored = await db.query<{ listing_id: string; score: number }>(
        `select listing_id, score from match where requirement_id = $1`,
        [requirementId],
      );
      for (const row of stored.rows)
        scored.push({
          score: Number(row.score),
          grade: r.relevant[evalIdOf.get(row.listing_id)!] ?? 0,
        });
      relevantPairs += Object.keys(r.relevant).length;

      const ranked = { 'words only': words, 'meaning only': meaningRanked, 'full engine': full };
      for (const system of systems) {
        totals[system].ndcg += ndcgAt(10, ranked[system], r.relevant);
        totals[system].recall += recallAt(10, ranked[system], r.relevant);
        totals[system].mrr += reciprocalRank(ranked[system], r.relevant);
      }
    }
    const n = requirements.length;
    say('');
    say('system          nDCG@10  recall@10  MRR');
    for (const system of systems) {
      const t = totals[system];
      say(
        `${system.padEnd(15)} ${(t.ndcg / n).toFixed(3).padStart(7)}  ${(t.recall / n).toFixed(3).padStart(9)}  ${(t.mrr / n).toFixed(3)}`,
      );
    }
    // A lead interrupts a seller: at each floor, how many stored matches would become leads, how
    // many of those the set grades relevant (1 or 2) or exact (2), and how many relevant pairs
    // of the set they reach. The lead floor's default is read from this table.
    say('');
    say('lead floor  matches  precision (1+)  precision (2)  recall (1+)');
    for (let floor = 0.35; floor <= 0.801; floor += 0.05) {
      const above = scored.filter((m) => m.score >= floor);
      const relevant = above.filter((m) => m.grade >= 1).length;
      const exact = above.filter((m) => m.grade === 2).length;
      const share = (part: number, whole: number) => (whole ? part / whole : 0).toFixed(3);
      say(
        `${floor.toFixed(2).padStart(10)}  ${String(above.length).padStart(7)}  ${share(relevant, above.length).padStart(14)}  ${share(exact, above.length).padStart(13)}  ${share(relevant, relevantPairs).padStart(11)}`,
      );
    }
    const gain = totals['full engine'].ndcg / totals['words only'].ndcg - 1;
    say(
      `full engine vs words only: ${gain >= 0 ? '+' : ''}${(gain * 100).toFixed(1)}% nDCG@10 (aim: at least +10%: ${gain >= 0.1 ? 'met' : 'MISSED'}; weights ${modules.matching.currentWeights().version})`,
    );
  } finally {
    await set.close();
  }
}

// ---------- scale ----------

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function scale(modules: WorkerModules): Promise<void> {
  const { url, adminUrl, name } = benchDatabase({ database: values['scale-database'] });
  await ensureDatabase(adminUrl, name);
  const db = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const count = async (sql: string) =>
      Number((await db.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    const hasSchema = await count(
      `select count(*) as n from pg_tables where tablename = 'listing'`,
    );
    const published = hasSchema
      ? await count(`select count(*) as n from listing where status = 'published'`)
      : 0;
    if (published < 900_000) {
      await db.end();
      await dropDatabase(adminUrl, name);
      say(
        `\nScale: seeding ${name} with a million listings first (npm run seed:scale, a few minutes) ...`,
      );
      const seed = spawnSync(
        process.execPath,
        [
          'scripts/seed-scale.ts',
          '--listings',
          '1000000',
          '--requirements',
          '200000',
          '--database',
          name,
        ],
        { cwd: root.pathname, stdio: 'inherit' },
      );
      if (seed.status !== 0) throw new Error('the scale seed failed');
      return scale(modules);
    }
    const open = await count(`select count(*) as n from requirement where status = 'open'`);
    const withMeaning = await count(
      `select count(*) as n from listing where status = 'published' and meaning is not null`,
    );
    say(
      `\nScale: ${published.toLocaleString('en-US')} published listings (${withMeaning.toLocaleString('en-US')} with a meaning vector), ${open.toLocaleString('en-US')} open requirements (${name})`,
    );
    if (withMeaning < published * 0.99) {
      throw new Error(
        `${name} was seeded before listings had meaning vectors: drop it and run again.`,
      );
    }
    const { deps, matchRequirement, matchListing } = engine(modules, db);
    let t = performance.now();
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    await deps.listings.catchUp();
    const listingLoad = performance.now() - t;
    t = performance.now();
    await deps.requirements.catchUp();
    const requirementLoad = performance.now() - t;
    const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    say(
      `meaning indexes loaded once per worker: ${deps.listings.size.toLocaleString('en-US')} listings in ${(listingLoad / 1000).toFixed(1)} s, ${deps.requirements.size.toLocaleString('en-US')} requirements in ${(requirementLoad / 1000).toFixed(1)} s, about ${Math.round((heapAfter - heapBefore) / 1e6)} MB`,
    );

    // One requirement matched, as the worker does it, start to end (reads, scoring, writes).
    const picked = (
      await db.query<{ id: string }>(
        `select id from requirement where status = 'open' order by random() limit $1`,
        [runs + warmup],
      )
    ).rows.map((row) => row.id);
    await db.query(`update requirement set matched_revision = null where id = any($1::uuid[])`, [
      picked,
    ]);
    const times: number[] = [];
    for (const [i, id] of picked.entries()) {
      const started = performance.now();
      await matchRequirement({ id, revision: 0 }, jobContext('requirement'));
      if (i >= warmup) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    say(
      `matching.requirement at ${published.toLocaleString('en-US')} listings over ${times.length} requirements: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (aim: p95 at most 50 ms: ${percentile(times, 95) <= 50 ? 'met' : 'MISSED'})`,
    );

    const listingIds = (
      await db.query<{ id: string }>(
        `select id from listing where status = 'published' order by random() limit $1`,
        [listingJobs],
      )
    ).rows.map((row) => row.id);
    await db.query(`update listing set matched_revision = null where id = any($1::uuid[])`, [
      listingIds,
    ]);
    const begun = performance.now();
    for (const id of listingIds) await matchListing({ id, revision: 0 }, jobContext('listing'));
    const seconds = (performance.now() - begun) / 1000;
    say(
      `matching.listing over ${open.toLocaleString('en-US')} open requirements: ${listingIds.length} jobs in ${seconds.toFixed(1)} s, ${(listingIds.length / seconds).toFixed(0)} jobs/s on one worker (${((seconds * 1000) / listingIds.length).toFixed(1)} ms a job)`,
    );
  } finally {
    await db.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    say('Building the BFF and the worker ...');
    buildBff();
    buildWorker();
  }
  const modules = await workerModules();
  await quality(modules);
  if (!values['skip-scale']) await scale(modules);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
