// The order transitions half of `npm run bench:orders` (docs/product/orders.md): on its own
// database (mb_bench_order_steps by default), a seller whose ledger already holds two years of
// completed orders (payment and release movements, seeded in SQL), then `orders` new orders
// driven through the built BFF's OrdersService in this process, `concurrency` at a time: placed,
// accepted, paid with a test card, shipped, delivered, confirmed. Prints the rate of transitions
// and of the ledger entries they book, and p50/p95 of the seller's balances and first statement
// page over that ledger. Drops its database and Redis keys at the end.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { benchDatabase } from '../../scripts/system/bench-database.ts';
import { productionBffEnv } from '../../scripts/system/built-bff.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';

export interface OrderTransitionsBenchOptions {
  database?: string;
  databaseUrl?: string;
  /** Completed orders already in the seller's ledger. */
  history?: number;
  /** Orders driven through their whole life in the run. */
  orders?: number;
  concurrency?: number;
  runs?: number;
  keep?: boolean;
  say?: (line: string) => void;
}

export interface TransitionFigures {
  transitionsPerSecond: number;
  ledgerEntriesPerSecond: number;
  reads: { name: string; p50Ms: number; p95Ms: number; aimMs: number }[];
}

type Service = new (...args: never[]) => unknown;
type Caller = { userId: string; role: string };
interface Orders {
  placeFromListing(
    caller: Caller,
    listingId: string,
    body: { quantity: number },
  ): Promise<{ id: string }>;
  accept(caller: Caller, id: string): Promise<unknown>;
  pay(
    caller: Caller,
    id: string,
    card: { cardNumber: string; expiry: string; cvc: string },
  ): Promise<unknown>;
  ship(caller: Caller, id: string, body: { tracking?: string }): Promise<unknown>;
  deliver(caller: Caller, id: string): Promise<unknown>;
  confirm(caller: Caller, id: string): Promise<unknown>;
}
interface Ledger {
  balances(sellerId: string): Promise<unknown>;
  statement(caller: Caller, query: object): Promise<unknown>;
}

const dist = (path: string) => new URL(`../../apps/bff/dist/${path}`, import.meta.url).href;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function runOrderTransitionsBench(
  options: OrderTransitionsBenchOptions = {},
): Promise<TransitionFigures> {
  const say = options.say ?? ((line: string) => console.log(line));
  const history = options.history ?? 20_000;
  const count = options.orders ?? 400;
  const concurrency = options.concurrency ?? 8;
  const runs = options.runs ?? 100;
  const target = benchDatabase({
    database: options.database ?? 'mb_bench_order_steps',
    databaseUrl: options.databaseUrl,
  });
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `mbbench:${randomBytes(4).toString('hex')}`;
  await dropDatabase(target.adminUrl, target.name);
  await ensureDatabase(target.adminUrl, target.name);

  const { createApp } = (await import(dist('app.js'))) as {
    createApp: (config: unknown) => Promise<NestFastifyApplication>;
  };
  const { loadBffConfig } = (await import(dist('platform/config/bff-config.js'))) as {
    loadBffConfig: (env: Record<string, string | undefined>) => unknown;
  };
  const { StartupTasks } = (await import(dist('platform/database/startup-tasks.js'))) as {
    StartupTasks: Service;
  };
  const { OrdersService } = (await import(dist('marketplace/orders/orders.service.js'))) as {
    OrdersService: Service;
  };
  const { LedgerService } = (await import(dist('marketplace/ledger/ledger.service.js'))) as {
    LedgerService: Service;
  };
  const { runAsOneRequest } = (await import(dist('platform/common/request-scope.js'))) as {
    runAsOneRequest: <T>(work: () => Promise<T>) => Promise<T>;
  };
  const app = await createApp(
    loadBffConfig({
      ...productionBffEnv({ databaseUrl: target.url, redisUrl, redisPrefix }),
      BFF_PORT: '0',
    }),
  );
  const pool = new pg.Pool({ connectionString: target.url, max: 2 });
  try {
    await app.get<unknown, { migrateAndSeed: () => Promise<void> }>(StartupTasks).migrateAndSeed();
    const seed = await seedHistory(pool, history, say);
    const orders = app.get<unknown, Orders>(OrdersService);
    const ledger = app.get<unknown, Ledger>(LedgerService);
    const seller = { userId: seed.sellerId, role: 'trader' };
    const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };

    const [before] = (await pool.query<{ n: string }>(`select count(*) as "n" from "ledger_entry"`))
      .rows;
    let transitions = 0;
    const lifeOf = async (i: number) => {
      const buyer = { userId: seed.buyerIds[i % seed.buyerIds.length]!, role: 'user' };
      const run = <T>(work: () => Promise<T>) => runAsOneRequest(work);
      const { id } = await run(() =>
        orders.placeFromListing(buyer, seed.listingId, { quantity: 3 }),
      );
      await run(() => orders.accept(seller, id));
      await run(() => orders.pay(buyer, id, card));
      await run(() => orders.ship(seller, id, { tracking: `TRK-${i}` }));
      await run(() => orders.deliver(seller, id));
      await run(() => orders.confirm(buyer, id));
      transitions += 6;
    };
    say(`  driving ${count} orders through their life, ${concurrency} at a time`);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await lifeOf(next++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [after] = (await pool.query<{ n: string }>(`select count(*) as "n" from "ledger_entry"`))
      .rows;
    const entries = Number(after!.n) - Number(before!.n);
    const figures: TransitionFigures = {
      transitionsPerSecond: transitions / seconds,
      ledgerEntriesPerSecond: entries / seconds,
      reads: [],
    };
    say(
      `  ${transitions} transitions (placing included) and ${entries} ledger entries in ${seconds.toFixed(1)} s: ` +
        `${figures.transitionsPerSecond.toFixed(0)} transitions/s, ${figures.ledgerEntriesPerSecond.toFixed(0)} ledger entries/s`,
    );

    const [ledgerSize] = (
      await pool.query<{ n: string }>(
        `select count(*) as "n" from "ledger_entry" e join "ledger_account" a on a."id" = e."account_id"
       where a."owner_id" = $1`,
        [seed.sellerId],
      )
    ).rows;
    say(`  the seller's ledger: ${Number(ledgerSize!.n).toLocaleString('en-US')} entries`);
    for (const read of [
      { name: "seller's balances", run: () => ledger.balances(seed.sellerId) },
      { name: 'first statement page', run: () => ledger.statement(seller, {}) },
    ]) {
      const times: number[] = [];
      for (let i = 0; i < runs + 5; i++) {
        const t0 = performance.now();
        await runAsOneRequest(read.run);
        if (i >= 5) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const figure = {
        name: read.name,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        aimMs: 100,
      };
      figures.reads.push(figure);
      say(
        `  ${read.name.padEnd(24)} p50 ${figure.p50Ms.toFixed(1)} ms  p95 ${figure.p95Ms.toFixed(1)} ms  (aim ≤ ${figure.aimMs} ms)`,
      );
    }
    return figures;
  } finally {
    await pool.end();
    await app.close();
    await deleteKeysWithPrefix(redisUrl, redisPrefix);
    if (!options.keep) await dropDatabase(target.adminUrl, target.name);
  }
}

/**
 * A seller with a shop and a fixed-price listing, 50 buyers, and `history` completed orders
 * with their payment and release movements: the ledger a seller has after two years.
 */
async function seedHistory(pool: pg.Pool, history: number, say: (line: string) => void) {
  const client = await pool.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    const seller = await client.query<{ id: string }>(
      `insert into "app_user" ("id", "first_name", "last_name", "email", "password_hash", "role", "created_at", "updated_at")
       values (gen_random_uuid(), 'Bench', 'Seller', 'bench-steps-seller@example.com', '$argon2id$not-used', 'trader', now(), now())
       returning "id"`,
    );
    const sellerId = seller.rows[0]!.id;
    const buyers = await client.query<{ id: string }>(
      `insert into "app_user" ("id", "first_name", "last_name", "email", "password_hash", "role", "created_at", "updated_at")
       select gen_random_uuid(), 'Buyer', i::text, 'bench-steps-buyer-' || i || '@example.com', '$argon2id$not-used', 'user', now(), now()
       from generate_series(1, 50) as i returning "id"`,
    );
    const shop = await client.query<{ id: string }>(
      `insert into "shop" ("id", "owner_id", "slug", "name", "city", "country")
       values (gen_random_uuid(), $1, 'bench-steps-shop', 'Bench Steps Shop', 'Pune', 'IN') returning "id"`,
      [sellerId],
    );
    const listing = await client.query<{ id: string }>(
      `insert into "listing" ("id", "shop_id", "seller_id", "title", "description", "category", "subgroup_id", "group_id",
         "price_type", "price_minor", "currency", "price_unit", "min_order_unit", "availability", "city", "country",
         "status", "published_at", "created_at", "updated_at")
       values (gen_random_uuid(), $1, $2, 'Bench basmati rice', 'Aged basmati rice for the bench.', 'basmati',
         'grains-pulses', 'agriculture-food', 'fixed', 9500, 'INR', 'kg', 'kg', 'in_stock', 'Pune', 'IN',
         'published', now(), now(), now())
       returning "id"`,
      [shop.rows[0]!.id, sellerId],
    );
    const started = performance.now();
    // Seeding writes balanced movements in bulk; the per-row balance check would only slow it.
    await client.query(`alter table "ledger_entry" disable trigger "ledger_entry_balanced"`);
    await client.query(
      `insert into "ledger_account" ("id", "kind", "owner_id", "currency")
       select gen_random_uuid(), 'buyer_payments', "id", 'INR' from "app_user" where "role" = 'user'
       union all select gen_random_uuid(), 'escrow', null, 'INR'
       union all select gen_random_uuid(), 'platform_fees', null, 'INR'
       union all select gen_random_uuid(), 'seller_balance', $1, 'INR'`,
      [sellerId],
    );
    await client.query(
      `create temporary table "bench_history" as
       select gen_random_uuid() as "order_id", i, (500 + floor(random() * 200000))::bigint as "total",
         now() - random() * interval '730 days' as "at",
         (select array_agg("id") from "app_user" where "role" = 'user') as "buyers"
       from generate_series(1, $1::int) as i`,
      [history],
    );
    await client.query(
      `insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "listing_id", "title", "kind",
         "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps", "fee_minor", "status",
         "placed_at", "paid_at", "completed_at", "updated_at")
       select h."order_id", h."buyers"[1 + h.i % 50], $1, $2, 'listing', $3, 'Bench order ' || h.i, 'goods',
         'INR', h."total", 1, h."total", 500, h."total" * 500 / 10000, 'completed', h."at", h."at",
         h."at" + interval '5 days', h."at" + interval '5 days'
       from "bench_history" h`,
      [sellerId, shop.rows[0]!.id, listing.rows[0]!.id],
    );
    await client.query(
      `insert into "ledger_movement" ("id", "kind", "idempotency_key", "currency", "order_id", "created_at")
       select gen_random_uuid(), k, k || ':' || "order_id", 'INR', "order_id",
         "at" + case k when 'payment' then interval '0' else interval '5 days' end
       from "bench_history", unnest(array['payment', 'release']) as k`,
    );
    await client.query(
      `insert into "ledger_entry" ("movement_id", "account_id", "amount_minor", "currency", "created_at")
       select m."id", a."id", x."amount", 'INR', m."created_at"
       from "ledger_movement" m
       join "market_order" o on o."id" = m."order_id"
       cross join lateral (values
         ('buyer_payments', o."buyer_id", -o."total_minor", 'payment'),
         ('escrow', null::uuid, o."total_minor", 'payment'),
         ('escrow', null::uuid, -o."total_minor", 'release'),
         ('seller_balance', o."seller_id", o."total_minor", 'release'),
         ('seller_balance', o."seller_id", -o."fee_minor", 'release'),
         ('platform_fees', null::uuid, o."fee_minor", 'release')
       ) as x("kind", "owner", "amount", "movement")
       join "ledger_account" a on a."kind" = x."kind" and a."owner_id" is not distinct from x."owner"
       where x."movement" = m."kind"`,
    );
    await client.query(`alter table "ledger_entry" enable trigger "ledger_entry_balanced"`);
    await client.query(`analyze`);
    say(
      `  seeded ${history.toLocaleString('en-US')} completed orders and their ledger in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      sellerId,
      buyerIds: buyers.rows.map((row) => row.id),
      listingId: listing.rows[0]!.id,
    };
  } finally {
    client.release();
  }
}
