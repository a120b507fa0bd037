// `npm run seed:scale -- --listings 1000000 --requirements 200000 [--database matchbazaar_bench | --database-url URL]`:
// fills a database for the search benchmark (tests/load/search.bench.ts). The built BFF migrates it
// and seeds the demo catalogue (40 shops in Indian and US cities, 1,500 listings and 300
// requirements over all 15 groups); the demo posts are then the templates that generate_series
// multiplies inside PostgreSQL, each copy with its own wording, price, place, date, deal and
// status, so the words, prices and places stay believable. A copy keeps its template's meaning
// vector (its extra words are generic ones that barely move it). Secondary indexes are dropped during
// the load and rebuilt after it (much faster than updating them row by row), then ANALYZEd.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildBff, startBuiltBff } from './system/built-bff.ts';
import { benchDatabase } from './system/bench-database.ts';
import { ensureDatabase } from './system/postgres.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    requirements: { type: 'string', default: '200000' },
    database: { type: 'string', default: 'matchbazaar_bench' },
    'database-url': { type: 'string' },
  },
});
const listings = Number(values.listings);
const requirements = Number(values.requirements);
if (
  !Number.isInteger(listings) ||
  listings < 0 ||
  !Number.isInteger(requirements) ||
  requirements < 0
) {
  console.error(
    'usage: npm run seed:scale -- [--listings N] [--requirements N] [--database NAME | --database-url URL]',
  );
  process.exit(2);
}
const {
  url: databaseUrl,
  adminUrl,
  name: databaseName,
} = benchDatabase({ database: values.database, databaseUrl: values['database-url'] });
const say = (line: string) => console.log(line);
const BATCH = 100_000;

const words = (list: string) => list.split(',');

/** Words a copy's title gains: how sellers and buyers vary the same offer. */
const leading = words(
  'Premium,Wholesale,Bulk,Certified,Export quality,Best price,Branded,Genuine,Top grade,Handpicked,Factory direct,Local,Imported,Eco-friendly,Budget,Heavy duty,Compact,Classic,Deluxe,Standard',
);
const trailing = words(
  'with warranty,ready stock,free delivery,for retailers,for restaurants,for offices,for export,same day dispatch,bulk discount,GST invoice,COD available,pan India delivery,USA shipping,new arrival,limited stock,festive offer,best seller,trusted supplier,since 1998,verified seller',
);
/** Rare words, drawn with a skew (random()^4) so a few are common and most are selective. */
const rare = words(
  'kanchipuram,chettinad,banarasi,pashmina,darjeeling,nilgiri,kolhapuri,phulkari,bidriware,dhokra,madhubani,pochampally,ikat,chikankari,zari,terracotta,brass,copper,teak,sheesham,bamboo,jute,khadi,organic,stainless,galvanized,titanium,carbon,ceramic,porcelain,walnut,mahogany,cashmere,merino,linen,denim,velvet,suede,leather,rosewood',
);
const sqlArray = (list: readonly string[]) =>
  `array[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const pick = (list: readonly string[], skew = 1) =>
  `(${sqlArray(list)})[1 + floor(power(random(), ${skew}) * ${list.length})::int]`;

/** A copy's title: the template's, with a leading word, sometimes a rare word and a trailing phrase. */
const titleSql = (column: string) =>
  `left(${pick(leading)} || ' ' || case when random() < 0.3 then ${pick(rare, 4)} || ' ' else '' end || ${column} || case when random() < 0.5 then ', ' || ${pick(trailing)} else '' end, 120)`;

async function main(): Promise<void> {
  const started = Date.now();
  await ensureDatabase(adminUrl, databaseName);
  say(`Building the BFF and letting it migrate and seed ${databaseName} ...`);
  buildBff();
  const bff = await startBuiltBff(databaseUrl, { demoCatalogue: true });
  await bff.stop();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rowsIn = async (table: string) =>
    Number((await db.query<{ count: string }>(`select count(*) from "${table}"`)).rows[0]!.count);
  try {
    await db.query(`set maintenance_work_mem = '1GB'`);
    await db.query(`set synchronous_commit = off`);
    for (const table of ['listing', 'requirement']) {
      const count = await rowsIn(table);
      if (count > 10_000)
        throw new Error(`${table} already holds ${count} rows: seed a fresh database.`);
    }
    await db.query(`create temp table lt as
      select row_number() over (order by id) as n, * from listing where status = 'published'`);
    await db.query(`create temp table rt as
      select row_number() over (order by id) as n, * from requirement where status = 'open'`);
    const lt = await rowsIn('lt');
    const rt = await rowsIn('rt');
    if (lt === 0 || rt === 0) throw new Error('the demo catalogue is missing: nothing to copy.');
    const indexes = await db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes i
        where tablename in ('listing', 'requirement') and schemaname = current_schema()
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes.rows) await db.query(`drop index "${index.indexname}"`);
    // Rebuilt whatever happens, so a failed load never leaves the tables without their indexes.
    try {
      for (let from = 1; from <= listings; from += BATCH) {
        const to = Math.min(listings, from + BATCH - 1);
        const t = Date.now();
        await db.query(`
        insert into listing (shop_id, seller_id, title, description, category, subgroup_id, group_id,
          price_type, price_minor, currency, price_unit, min_order_quantity, min_order_unit,
          availability, condition, city, region, country, latitude, longitude, tags, attributes,
          deal_compare_at_minor, deal_ends_at, status, published_at, expires_at, view_count,
          save_count, created_at, updated_at, meaning)
        select t.shop_id, t.seller_id, ${titleSql('t.title')}, t.description, t.category,
          t.subgroup_id, t.group_id, t.price_type, v.price, t.currency, t.price_unit,
          t.min_order_quantity, t.min_order_unit, t.availability, t.condition, t.city, t.region,
          t.country, t.latitude + (random() - 0.5) * 0.3, t.longitude + (random() - 0.5) * 0.3,
          t.tags, t.attributes,
          case when v.deal then v.price * 5 / 4 end,
          case when v.deal then now() + random() * interval '14 days' end,
          v.status, v.p, v.p + interval '90 days', floor(random() * 500)::int,
          floor(random() * 40)::int, v.p, v.p, t.meaning
        from generate_series(${from}, ${to}) g join lt t on t.n = 1 + (g % ${lt})
        cross join lateral (
          -- Referencing g makes the subquery run per row, so each copy draws its own values.
          select price, deal and price is not null as deal, status, p from (select
            case when t.price_minor is null then null
                 else greatest(100, round(t.price_minor * (0.4 + random() * 1.2) / 100) * 100)::bigint end as price,
            random() < 0.1 + 0 * g as deal,
            case when random() < 0.92 then 'published'
                 else (array['draft','pending_review','paused','closed','expired'])[1 + floor(random() * 5)::int] end as status,
            now() - random() * interval '80 days' as p) r
        ) v`);
        say(
          `  listings ${to.toLocaleString('en-US')} (${Math.round((to - from + 1) / ((Date.now() - t) / 1000)).toLocaleString('en-US')} rows/s)`,
        );
      }

      for (let from = 1; from <= requirements; from += BATCH) {
        const to = Math.min(requirements, from + BATCH - 1);
        await db.query(`
        insert into requirement (buyer_id, title, description, category, subgroup_id, group_id,
          quantity, quantity_unit, budget_min_minor, budget_max_minor, currency, needed_by, urgency,
          city, region, country, latitude, longitude, tags, status, published_at, expires_at,
          view_count, created_at, updated_at, meaning)
        select t.buyer_id, ${titleSql('t.title')}, t.description, t.category, t.subgroup_id,
          t.group_id, greatest(1, (t.quantity * (0.5 + random()))::int), t.quantity_unit,
          (t.budget_min_minor * f)::bigint, (t.budget_max_minor * f)::bigint, t.currency,
          (now() + random() * interval '60 days')::date,
          (array['high','medium','low'])[1 + floor(random() * 3)::int], t.city, t.region, t.country,
          t.latitude + (random() - 0.5) * 0.3, t.longitude + (random() - 0.5) * 0.3, t.tags,
          case when random() < 0.92 then 'open'
               else (array['draft','pending_review','closed','expired'])[1 + floor(random() * 4)::int] end,
          p, p + interval '30 days', floor(random() * 200)::int, p, p, t.meaning
        from generate_series(${from}, ${to}) g join rt t on t.n = 1 + (g % ${rt})
        cross join lateral (select 0.5 + random() + 0 * g as f, now() - random() * interval '25 days' as p) v`);
        say(`  requirements ${to.toLocaleString('en-US')}`);
      }
    } finally {
      say('Rebuilding the indexes ...');
      for (const index of indexes.rows) {
        const t = Date.now();
        await db.query(index.indexdef);
        say(`  ${index.indexname}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }
    await db.query('vacuum analyze listing');
    await db.query('vacuum analyze requirement');
  } finally {
    await db.end();
  }
  say(
    `Done in ${Math.round((Date.now() - started) / 1000)} s: ${databaseName} is ready for npm run bench:search.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
