// The seller analytics half of `npm run bench:orders` (docs/product/seller-analytics.md): seeds a
// database (mb_bench_orders by default) with one seller of 10,000 listings and two years of views,
// inquiries, orders and their rollups (tests/load/seller-analytics-seed.ts), then runs each of the
// analytics' reads as the BFF does (its built service and repository over MikroORM) one at a
// time, and prints p50 and p95 of each against the 100 ms aim; then the worker's hourly rollup of
// today at that scale (its time, and how many running-total rows it rewrote). Drops the database
// at the end.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildBff, buildWorker } from '../../scripts/system/built-bff.ts';
import { benchDatabase } from '../../scripts/system/bench-database.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { seedSellerAnalytics } from './seller-analytics-seed.ts';

export interface SellerAnalyticsBenchOptions {
  database?: string;
  databaseUrl?: string;
  listings?: number;
  days?: number;
  orders?: number;
  runs?: number;
  warmup?: number;
  /** Use apps/bff/dist as built (a build running elsewhere would fail this one). */
  noBuild?: boolean;
  /** Leave the database for a look afterwards. */
  keep?: boolean;
  say?: (line: string) => void;
}

export interface BenchFigure {
  name: string;
  p50Ms: number;
  p95Ms: number;
  aimMs: number;
}

/** The aim of every analytics read: the p95 a page may wait for one. */
export const analyticsAimMs = 100;

type Modules = {
  service: typeof import('../../apps/bff/src/marketplace/seller-analytics/seller-analytics.service.ts');
  repository: typeof import('../../apps/bff/src/marketplace/seller-analytics/seller-analytics.repository.ts');
  conversations: typeof import('../../apps/bff/src/marketplace/conversations/conversations.repository.ts');
  matches: typeof import('../../apps/bff/src/marketplace/matching/matches.repository.ts');
  shops: typeof import('../../apps/bff/src/marketplace/shops/shops.repository.ts');
  prepared: typeof import('../../apps/bff/src/platform/database/prepared-sql.ts');
  byId: typeof import('../../apps/bff/src/platform/database/entities-by-id.ts');
  access: typeof import('../../apps/bff/src/platform/policy/resource-access.ts');
  entities: typeof import('../../apps/bff/src/all-entities.ts');
  orm: typeof import('../../apps/bff/src/platform/database/orm-options.ts');
  migrations: typeof import('../../apps/bff/src/platform/database/migration-runner.ts');
  stats: typeof import('../../apps/worker/src/adapters/seller-stats-store.ts');
};

async function builtModules(): Promise<Modules> {
  const dist = (path: string) => new URL(`../../apps/bff/dist/${path}`, import.meta.url).href;
  return {
    service: (await import(
      dist('marketplace/seller-analytics/seller-analytics.service.js')
    )) as Modules['service'],
    repository: (await import(
      dist('marketplace/seller-analytics/seller-analytics.repository.js')
    )) as Modules['repository'],
    conversations: (await import(
      dist('marketplace/conversations/conversations.repository.js')
    )) as Modules['conversations'],
    matches: (await import(
      dist('marketplace/matching/matches.repository.js')
    )) as Modules['matches'],
    shops: (await import(dist('marketplace/shops/shops.repository.js'))) as Modules['shops'],
    prepared: (await import(dist('platform/database/prepared-sql.js'))) as Modules['prepared'],
    byId: (await import(dist('platform/database/entities-by-id.js'))) as Modules['byId'],
    access: (await import(dist('platform/policy/resource-access.js'))) as Modules['access'],
    entities: (await import(dist('all-entities.js'))) as Modules['entities'],
    orm: (await import(dist('platform/database/orm-options.js'))) as Modules['orm'],
    migrations: (await import(
      dist('platform/database/migration-runner.js')
    )) as Modules['migrations'],
    stats: (await import(
      new URL('../../apps/worker/dist/adapters/seller-stats-store.js', import.meta.url).href
    )) as Modules['stats'],
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Seeds, measures, prints, drops. Answers the figures (for a caller that prints its own). */
export async function runSellerAnalyticsBench(
  options: SellerAnalyticsBenchOptions = {},
): Promise<BenchFigure[]> {
  const say = options.say ?? ((line: string) => console.log(line));
  const listings = options.listings ?? 10_000;
  const days = options.days ?? 730;
  const orders = options.orders ?? 20_000;
  const runs = options.runs ?? 100;
  const warmup = options.warmup ?? 10;
  const target = benchDatabase({
    database: options.database ?? 'mb_bench_orders',
    databaseUrl: options.databaseUrl,
  });

  if (!options.noBuild) {
    say('Building the BFF and the worker ...');
    buildBff();
    buildWorker();
  }
  const modules = await builtModules();
  await dropDatabase(target.adminUrl, target.name);
  await ensureDatabase(target.adminUrl, target.name);
  const orm = await MikroORM.init(
    modules.orm.ormOptions(
      { DATABASE_URL: target.url, NODE_ENV: 'production' },
      modules.entities.allEntities(),
    ),
  );
  const pool = new pg.Pool({ connectionString: target.url, max: 2 });
  try {
    say(`Migrating ${target.name} ...`);
    await modules.migrations.runMigrations(orm, target.url);
    say(`Seeding one seller: ${listings} listings, ${days} days, ${orders} orders ...`);
    const seed = await seedSellerAnalytics(pool, { listings, days, orders, say });
    say(
      `  rows: ${Object.entries(seed.rows)
        .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
        .join(', ')}`,
    );

    const caller = { userId: seed.sellerId, role: 'trader' };
    const service = () => {
      // A fresh context per call, as each request gets one.
      const em = orm.em.fork();
      const sql = new modules.prepared.PreparedSql(em);
      const conversations = new modules.conversations.ConversationsRepository(em, sql);
      const matches = new modules.matches.MatchesRepository(em, sql);
      type Parts = ConstructorParameters<typeof modules.service.SellerAnalyticsService>;
      return new modules.service.SellerAnalyticsService(
        new modules.repository.SellerAnalyticsRepository(em),
        // The service asks these two domains for counts only: their repositories answer here.
        { inquiryCounts: (id: string) => conversations.inquiryCounts(id) } as unknown as Parts[1],
        { leadCounts: (id: string) => matches.leadCounts(id) } as unknown as Parts[2],
        new modules.shops.ShopsRepository(em, new modules.byId.EntitiesById(em, sql)),
        new modules.access.ResourceAccess(),
      );
    };
    const repository = () => new modules.repository.SellerAnalyticsRepository(orm.em.fork());
    const today = utcDay(0);
    const range = (n: number) => ({ from: utcDay(-(n - 1)), to: today });
    const ranges = { '30 days': range(30), '1 year': range(365), '2 years': range(731) };

    const reads: { name: string; run: () => Promise<unknown> }[] = [
      { name: 'overview (all cards and to-do)', run: () => service().overview(caller) },
      ...Object.entries(ranges).flatMap(([label, { from, to }]) => [
        {
          name: `series ${label}`,
          run: () =>
            Promise.all([
              repository().days(seed.sellerId, from, to),
              repository().dayRevenue(seed.sellerId, from, to),
            ]),
        },
        {
          name: `top listings + categories ${label}`,
          run: () =>
            repository().breakdown(seed.sellerId, from, to, today, {
              listings: 10,
              categories: 12,
            }),
        },
        {
          name: `whole answer ${label} (+ funnel)`,
          run: () => service().analytics(caller, { from, to }),
        },
      ]),
      {
        name: 'top listings + categories, a year to last month',
        run: () =>
          repository().breakdown(seed.sellerId, utcDay(-400), utcDay(-36), today, {
            listings: 10,
            categories: 12,
          }),
      },
    ];

    const figures: BenchFigure[] = [];
    say(`\nSeller analytics reads, one at a time, ${runs} runs after ${warmup} warm-up:`);
    say(`  ${'read'.padEnd(48)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}   aim`);
    for (const read of reads) {
      for (let i = 0; i < warmup; i++) await read.run();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await read.run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const figure = {
        name: read.name,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        aimMs: analyticsAimMs,
      };
      figures.push(figure);
      say(
        `  ${figure.name.padEnd(48)} ${figure.p50Ms.toFixed(1).padStart(6)} ms ${figure.p95Ms
          .toFixed(1)
          .padStart(
            6,
          )} ms   ${figure.p95Ms <= figure.aimMs ? 'ok' : 'OVER'} (p95 <= ${figure.aimMs} ms)`,
      );
    }
    // The worker's pool type comes from its own @types/pg copy: the same class at run time.
    const stats = new modules.stats.SellerStatsStore(pool as never);
    await measureRollup(pool, stats, today, say);

    const over = figures.filter((figure) => figure.p95Ms > figure.aimMs);
    say(
      over.length === 0
        ? `\nEvery analytics read is within its aim (p95 <= ${analyticsAimMs} ms).`
        : `\n${over.length} analytics read(s) over the aim: ${over.map((f) => f.name).join(', ')}`,
    );
    return figures;
  } finally {
    await pool.end();
    await orm.close();
    if (options.keep) say(`Kept ${target.name} (--keep).`);
    else {
      await dropDatabase(target.adminUrl, target.name);
      say(`Dropped ${target.name}.`);
    }
  }
}

/**
 * The worker's rollup of today, as it runs every hour: twice, the second with nothing new. Every
 * listing with history has a running row each month, so what matters at scale is how many of them
 * a rollup rewrites (rows whose transaction id is the rollup's or newer), not how many it reads.
 */
async function measureRollup(
  pool: pg.Pool,
  store: { rollupDay(day: string): Promise<unknown> },
  today: string,
  say: (line: string) => void,
): Promise<void> {
  const month = `${today.slice(0, 7)}-01`;
  const { rows: total } = await pool.query<{ n: string }>(
    `select count(*) as n from "listing_running_stat" where "month" = $1`,
    [month],
  );
  say(
    `\nThe worker's rollup of today (${Number(total[0]!.n).toLocaleString('en-US')} running rows this month):`,
  );
  for (const label of ['first run', 'again, nothing new']) {
    const { rows } = await pool.query<{ xid: string }>(`select txid_current()::text as xid`);
    const started = performance.now();
    await store.rollupDay(today);
    const ms = performance.now() - started;
    const written = await pool.query<{ n: string }>(
      `select count(*) as n from "listing_running_stat" where "xmin"::text::bigint > $1::bigint`,
      [rows[0]!.xid],
    );
    say(
      `  ${label.padEnd(20)} ${ms.toFixed(0).padStart(6)} ms, ${Number(written.rows[0]!.n).toLocaleString('en-US')} running rows rewritten`,
    );
  }
}
