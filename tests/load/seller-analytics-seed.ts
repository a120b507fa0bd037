// The seller analytics benchmark's data (docs/product/seller-analytics.md): one seller with a big
// shop, two years of it, written straight into a migrated database with set-based SQL. What it
// makes, for `listings` listings and `days` days ending today (UTC):
//  - the seller, their shop and 200 buyers; `listings` published listings over 30 categories;
//  - listing_daily_stat: each day, listing r (by popularity rank) is seen with probability
//    min(1, 8 / sqrt(r)) (about 1,600 listings a day at 10,000), its views falling with rank;
//    1 in 12 such days brings an inquiry, 1 in 40 an order;
//  - listing_monthly_stat, listing_running_stat, category_monthly_stat and seller_daily_stat
//    summed from those days (as the rollup would);
//  - `orders` orders in market_order over the days across every state, completed ones with
//    completed_at and refunds now and then, in INR and some in USD; their daily revenue rolled up;
//  - raw listing_visit rows for the last 35 days (each day's views, one row per viewer);
//  - 3,000 listing inquiries (conversations), a tenth still waiting for the seller.
import type pg from 'pg';
import {
  categoryMonthsFromDays,
  runningTotalsFromMonths,
} from '../../apps/bff/src/platform/database/migrations/Migration20261206000000_analytics_running_totals.ts';

export interface SellerAnalyticsSeed {
  sellerId: string;
  listings: number;
  days: number;
  orders: number;
  /** Rows written per table, for the report. */
  rows: Record<string, number>;
}

const categories = [
  'basmati',
  'spices',
  'tea',
  'coffee',
  'pulses',
  'wheat',
  'cotton',
  'jute',
  'cashews',
  'turmeric',
  'textiles',
  'handicrafts',
  'furniture',
  'mobiles',
  'laptops',
  'tractors',
  'steel',
  'cement',
  'paints',
  'tiles',
  'solar-panels',
  'led-lighting',
  'pumps',
  'generators',
  'fertilizers',
  'seeds',
  'dairy',
  'poultry',
  'seafood',
  'fruits',
];

async function count(client: pg.PoolClient, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
  return Number(rows[0]?.n ?? 0);
}

/** Fills a migrated, empty database; answers the seller's id and what it wrote. */
export async function seedSellerAnalytics(
  pool: pg.Pool,
  options: { listings: number; days: number; orders: number; say?: (line: string) => void },
): Promise<SellerAnalyticsSeed> {
  const say = options.say ?? (() => undefined);
  const client = await pool.connect();
  try {
    const started = Date.now();
    const step = async (what: string, sql: string, params: unknown[] = []) => {
      const at = Date.now();
      await client.query(sql, params);
      say(`  ${what} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    };
    // Speed over safety for a throwaway database.
    await client.query(`set synchronous_commit = off`);

    const seller = await client.query<{ id: string }>(
      `insert into "app_user" ("id", "first_name", "last_name", "email", "password_hash", "role", "created_at", "updated_at")
       values (gen_random_uuid(), 'Bench', 'Seller', 'bench-seller@example.com', '$argon2id$not-used', 'trader', now(), now())
       returning "id"`,
    );
    const sellerId = seller.rows[0]!.id;
    await step(
      '200 buyers',
      `insert into "app_user" ("id", "first_name", "last_name", "email", "password_hash", "role", "created_at", "updated_at")
       select gen_random_uuid(), 'Buyer', i::text, 'bench-buyer-' || i || '@example.com', '$argon2id$not-used', 'user', now(), now()
       from generate_series(1, 200) as i`,
    );
    await client.query(
      `insert into "shop" ("id", "owner_id", "slug", "name", "city", "country", "response_rate", "response_time_minutes")
       values (gen_random_uuid(), $1, 'bench-shop', 'Bench Shop', 'Pune', 'IN', 92, 47)`,
      [sellerId],
    );
    await step(
      `${options.listings} listings`,
      `insert into "listing" ("id", "shop_id", "seller_id", "title", "description", "category", "subgroup_id", "group_id",
         "price_type", "price_minor", "currency", "price_unit", "min_order_unit", "availability", "city", "country",
         "status", "published_at", "created_at", "updated_at")
       select gen_random_uuid(), s."id", $1, 'Bench listing ' || i, 'A listing of the seller analytics benchmark.',
         ($2::text[])[1 + (i % array_length($2::text[], 1))], 'bench', 'bench', 'fixed', 10000 + i, 'INR', 'kg', 'kg',
         'in_stock', 'Pune', 'IN', 'published', now() - interval '800 days', now() - interval '800 days', now()
       from "shop" s, generate_series(1, $3::int) as i where s."owner_id" = $1`,
      [sellerId, categories, options.listings],
    );
    await client.query(
      `create temporary table "bench_rank" as
       select "id", "category", row_number() over (order by "created_at", "id") as "rank"
       from "listing" where "seller_id" = $1`,
      [sellerId],
    );
    const first = `(now() at time zone 'utc')::date - ($2::int - 1)`;
    await step(
      'listing_daily_stat',
      `insert into "listing_daily_stat" ("listing_id", "day", "seller_id", "category", "views", "inquiries", "orders")
       select "id", "day", $1, "category",
         1 + floor(random() * 60 / sqrt("rank"::float) + random() * 3)::int,
         (random() < 1.0 / 12)::int, (random() < 1.0 / 40)::int
       from (
         -- A roll per listing and day: a filter on random() alone would be pushed down to the
         -- listings and keep the same ones every day.
         select r."id", r."category", r."rank", d::date as "day", random() as "roll"
         from "bench_rank" r cross join generate_series(${first}, (now() at time zone 'utc')::date, interval '1 day') as d
       ) as rolled
       where "roll" < least(1, 8 / sqrt("rank"::float))`,
      [sellerId, options.days],
    );
    await step(
      'listing_monthly_stat',
      `insert into "listing_monthly_stat" ("listing_id", "month", "seller_id", "category", "views", "inquiries", "orders")
       select "listing_id", date_trunc('month', "day")::date, $1, min("category"), sum("views"), sum("inquiries"), sum("orders")
       from "listing_daily_stat" where "seller_id" = $1 group by "listing_id", date_trunc('month', "day")`,
      [sellerId],
    );
    // The worker's rollup keeps these two beside the monthly rows; its migration's backfill fills
    // them the same way from what was seeded.
    await step('listing_running_stat', runningTotalsFromMonths);
    await step('category_monthly_stat', categoryMonthsFromDays);
    await step(
      'seller_daily_stat',
      `insert into "seller_daily_stat" ("seller_id", "day", "views", "inquiries", "proposals", "orders")
       select $1, "day", sum("views"), sum("inquiries"), floor(random() * 4)::int, sum("orders")
       from "listing_daily_stat" where "seller_id" = $1 group by "day"`,
      [sellerId],
    );
    const statuses = [
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'delivered',
      'shipped',
      'paid',
      'accepted',
      'placed',
      'disputed',
      'cancelled',
      'declined',
    ];
    await step(
      `${options.orders} orders`,
      `with "buyers" as (select array_agg("id") as "ids" from "app_user" where "role" = 'user'),
            "ranked" as (select array_agg("id" order by "rank") as "ids" from "bench_rank"),
            "made" as (
              select i, now() - random() * make_interval(days => $2::int) as "placed_at",
                ($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int] as "status",
                case when random() < 0.15 then 'USD' else 'INR' end as "currency",
                (500 + floor(random() * 200000))::bigint as "total"
              from generate_series(1, $3::int) as i)
       insert into "market_order" ("id", "buyer_id", "seller_id", "shop_id", "source", "listing_id", "title", "kind",
         "currency", "unit_price_minor", "quantity", "total_minor", "fee_bps", "fee_minor", "refunded_minor", "status",
         "placed_at", "completed_at", "updated_at")
       select gen_random_uuid(), b."ids"[1 + (m.i % array_length(b."ids", 1))], $1, s."id", 'listing',
         r."ids"[1 + floor(power(random(), 3) * array_length(r."ids", 1))::int], 'Bench order ' || m.i, 'goods',
         m."currency", m."total", 1, m."total", 500, m."total" / 20,
         case when m."status" = 'completed' and random() < 0.05 then m."total" / 4 else 0 end, m."status",
         m."placed_at",
         case when m."status" = 'completed' then least(now(), m."placed_at" + random() * interval '9 days') end,
         now()
       from "made" m, "buyers" b, "ranked" r, "shop" s where s."owner_id" = $1`,
      [sellerId, options.days - 1, options.orders, statuses],
    );
    await step(
      'seller_daily_revenue',
      `insert into "seller_daily_revenue" ("seller_id", "day", "currency", "completed", "revenue_minor")
       select "seller_id", ("completed_at" at time zone 'UTC')::date, "currency", count(*), sum("total_minor" - "refunded_minor")
       from "market_order" where "seller_id" = $1 and "status" = 'completed'
         and ("completed_at" at time zone 'UTC')::date < (now() at time zone 'utc')::date
       group by 1, 2, 3`,
      [sellerId],
    );
    await step(
      'listing_visit (35 days)',
      `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id")
       select s."day", s."listing_id", md5(s."listing_id"::text || v)::varchar(32), $1
       from "listing_daily_stat" s cross join lateral generate_series(1, s."views") as v
       where s."seller_id" = $1 and s."day" > (now() at time zone 'utc')::date - 35`,
      [sellerId],
    );
    await step(
      '3,000 inquiries',
      `with "buyers" as (select array_agg("id") as "ids" from "app_user" where "role" = 'user'),
            "made" as (
              select i, now() - random() * make_interval(days => $2::int) as "at"
              from generate_series(1, 3000) as i),
            "inserted" as (
              insert into "conversation" ("id", "subject_kind", "subject_id", "subject_title", "buyer_id", "seller_id",
                "last_seq", "last_message_at", "inquired_at", "first_response_at", "awaiting_since", "last_buyer_seq",
                "created_at", "updated_at")
              select gen_random_uuid(), 'listing', r."id", 'Bench listing', b."ids"[1 + (m.i % 200)], $1,
                2, m."at", m."at", case when m.i % 10 <> 0 then m."at" + interval '40 minutes' end,
                case when m.i % 10 = 0 then m."at" end, 1, m."at", m."at"
              from "made" m join "bench_rank" r on r."rank" = 1 + (m.i * 7919) % $3::int, "buyers" b
              on conflict do nothing
              returning "id", "buyer_id")
       insert into "conversation_participant" ("conversation_id", "user_id", "role", "last_read_seq")
       select "id", $1, 'seller', 0 from "inserted"
       union all select "id", "buyer_id", 'buyer', 2 from "inserted"`,
      [sellerId, options.days - 1, options.listings],
    );
    await client.query(`drop table "bench_rank"`);
    // As autovacuum would leave it: statistics, and the visibility map index-only scans need.
    await step('vacuum analyze', `vacuum analyze`);
    const rows: Record<string, number> = {};
    for (const table of [
      'listing',
      'listing_daily_stat',
      'listing_monthly_stat',
      'listing_running_stat',
      'category_monthly_stat',
      'seller_daily_stat',
      'seller_daily_revenue',
      'market_order',
      'listing_visit',
      'conversation',
    ])
      rows[table] = await count(client, table);
    say(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      sellerId,
      listings: options.listings,
      days: options.days,
      orders: options.orders,
      rows,
    };
  } finally {
    client.release();
  }
}
