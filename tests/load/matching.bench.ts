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
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { meaningOf } from '../../apps/bff/src/matching/post-meaning.ts';
import { buildBff, startBuiltBff } from '../../scripts/system/built-bff.ts';
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

interface EvalListing {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  priceType: string;
  priceMinor: number | null;
  currency: string;
  priceUnit: string;
  minOrderQuantity: number;
  minOrderUnit: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  postedDaysAgo: number;
}
interface EvalRequirement {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  quantity: number;
  quantityUnit: string;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  currency: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  relevant: Record<string, 1 | 2>;
}

// The built worker's handlers and adapters, and the matching library, as the worker runs them.
type WorkerModules = {
  store: typeof import('../../apps/worker/src/adapters/matching-store.ts');
  index: typeof import('../../apps/worker/src/adapters/post-meaning-index.ts');
  requirementHandler: typeof import('../../apps/worker/src/handlers/matching/match-requirement.handler.ts');
  listingHandler: typeof import('../../apps/worker/src/handlers/matching/match-listing.handler.ts');
  matching: typeof import('@matchbazaar/matching');
  taxonomy: typeof import('../../libs/taxonomy/src/index.ts');
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
    taxonomy: await import('@matchbazaar/taxonomy'),
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

/** nDCG@k with graded gains 2^g - 1 against the ideal order of the labels. */
function ndcgAt(k: number, ranked: readonly string[], grades: Record<string, number>): number {
  const gain = (id: string) => 2 ** (grades[id] ?? 0) - 1;
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(id) / Math.log2(i + 2), 0);
  const ideal = Object.values(grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}
function recallAt(k: number, ranked: readonly string[], grades: Record<string, number>): number {
  const relevant = Object.keys(grades);
  const found = ranked.slice(0, k).filter((id) => grades[id]).length;
  return relevant.length ? found / relevant.length : 0;
}
function reciprocalRank(ranked: readonly string[], grades: Record<string, number>): number {
  const i = ranked.findIndex((id) => grades[id]);
  return i < 0 ? 0 : 1 / (i + 1);
}

async function quality(modules: WorkerModules): Promise<void> {
  const listings = JSON.parse(
    readFileSync(new URL('tests/fixtures/matching/listings.json', root), 'utf8'),
  ) as EvalListing[];
  const requirements = JSON.parse(
    readFileSync(new URL('tests/fixtures/matching/requirements.json', root), 'utf8'),
  ) as EvalRequirement[];
  const { url, adminUrl, name } = benchDatabase({ database: 'mb_bench_matching_eval' });
  await dropDatabase(adminUrl, name);
  await ensureDatabase(adminUrl, name);
  say(`Quality: ${requirements.length} requirements against ${listings.length} listings (${name})`);
  const bff = await startBuiltBff(url);
  await bff.stop();
  const db = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const category = (id: string) => {
      const found = modules.taxonomy.findCategory(id);
      if (!found) throw new Error(`unknown category ${id}`);
      return found;
    };
    const user = async (email: string, phone: string | null) =>
      (
        await db.query<{ id: string }>(
          `insert into app_user (id, first_name, last_name, email, phone, password_hash, role, email_verified_at, phone_verified_at, created_at, updated_at)
           values (gen_random_uuid(), 'Bench', 'User', $1, $2, 'x', $3, now(), $4, now(), now()) returning id`,
          [email, phone, phone ? 'trader' : 'user', phone ? new Date() : null],
        )
      ).rows[0]!.id;
    const sellerId = await user('seller@bench.example', '919800000000');
    const buyerId = await user('buyer@bench.example', null);
    const shopId = (
      await db.query<{ id: string }>(
        `insert into shop (id, owner_id, slug, name, city, country, created_at, updated_at)
         values (gen_random_uuid(), $1, 'bench-shop', 'Bench Shop', 'Delhi', 'IN', now(), now()) returning id`,
        [sellerId],
      )
    ).rows[0]!.id;

    const dbIdOf = new Map<string, string>();
    const evalIdOf = new Map<string, string>();
    const vectors = new Map<string, Int8Array>();
    for (const l of listings) {
      const c = category(l.category);
      const meaning = meaningOf({ ...l, category: l.category });
      const published = new Date(Date.now() - l.postedDaysAgo * 86_400_000);
      const { rows } = await db.query<{ id: string }>(
        `insert into listing (id, shop_id, seller_id, title, description, category, subgroup_id, group_id,
           price_type, price_minor, currency, price_unit, min_order_quantity, min_order_unit, availability,
           city, country, latitude, longitude, tags, attributes, status, published_at, expires_at,
           created_at, updated_at, meaning)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'in_stock',
           $14, $15, $16, $17, $18, '[]', 'published', $19, $19::timestamptz + interval '90 days', $19, $19, $20)
         returning id`,
        [
          shopId,
          sellerId,
          l.title,
          l.description,
          l.category,
          c.subgroupId,
          c.groupId,
          l.priceType,
          l.priceMinor,
          l.currency,
          l.priceUnit,
          l.minOrderQuantity,
          l.minOrderUnit,
          l.city,
          l.country,
          l.latitude,
          l.longitude,
          l.tags,
          published,
          meaning,
        ],
      );
      dbIdOf.set(l.id, rows[0]!.id);
      evalIdOf.set(rows[0]!.id, l.id);
      vectors.set(l.id, modules.matching.decodeVector(meaning));
    }
    await db.query('analyze listing');

    const { matchRequirement } = engine(modules, db);
    const synonyms = await engine(modules, db).deps.store.synonyms();
    const systems = ['words only', 'meaning only', 'full engine'] as const;
    const totals = Object.fromEntries(
      systems.map((s) => [s, { ndcg: 0, recall: 0, mrr: 0 }]),
    ) as Record<(typeof systems)[number], { ndcg: number; recall: number; mrr: number }>;

    for (const r of requirements) {
      const c = category(r.category);
      const meaning = meaningOf(r);
      const { rows } = await db.query<{ id: string; revision: string }>(
        `insert into requirement (id, buyer_id, title, description, category, subgroup_id, group_id,
           quantity, quantity_unit, budget_min_minor, budget_max_minor, currency, urgency, city, country,
           latitude, longitude, tags, status, published_at, expires_at, created_at, updated_at, meaning)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'medium', $12, $13, $14,
           $15, $16, 'open', now(), now() + interval '30 days', now(), now(), $17)
         returning id, floor(extract(epoch from updated_at) * 1000)::bigint as revision`,
        [
          buyerId,
          r.title,
          r.description,
          r.category,
          c.subgroupId,
          c.groupId,
          r.quantity,
          r.quantityUnit,
          r.budgetMinMinor,
          r.budgetMaxMinor,
          r.currency,
          r.city,
          r.country,
          r.latitude,
          r.longitude,
          r.tags,
          meaning,
        ],
      );
      const requirementId = rows[0]!.id;

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
      const wanted = modules.matching.decodeVector(meaning);
      const meaningRanked = [...vectors.entries()]
        .map(([id, v]) => ({ id, s: modules.matching.cosine(wanted, v) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, 10)
        .map((x) => x.id);
      // The full engine: the worker's own handler, then its stored matches best first.
      await matchRequirement(
        { id: requirementId, revision: Number(rows[0]!.revision) },
        jobContext('requirement'),
      );
      const full = (
        await db.query<{ listing_id: string }>(
          `select listing_id from match where requirement_id = $1 order by score desc, listing_id limit 10`,
          [requirementId],
        )
      ).rows.map((row) => evalIdOf.get(row.listing_id)!);

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
    const gain = totals['full engine'].ndcg / totals['words only'].ndcg - 1;
    say(
      `full engine vs words only: ${gain >= 0 ? '+' : ''}${(gain * 100).toFixed(1)}% nDCG@10 (aim: at least +10%: ${gain >= 0.1 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await db.end();
    await dropDatabase(adminUrl, name);
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
