// `npm run bench:search [-- --database matchbazaar_bench | --database-url URL] [--runs 200 --warmup 20]`: catalogue search
// on a database filled by `npm run seed:scale`. Runs the built BFF on it and sends a fixed mix of
// searches one at a time over HTTP (what a visitor waits for: validation, the search SQL, facets,
// the cards); prints p50, p95 and p99 per query kind with the rows each matched, then the database
// and index sizes and the listing insert and update rates with every index on. Leaves the data
// as it found it. Two BFFs answer on the same data, one reading the words (SEARCH_UNDERSTANDING
// on, as deployed) and one searching them as typed (off), asked in turn, so the cost of the
// understanding is measured in the same run, under the same load.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildBff, startBuiltBff } from '../../scripts/system/built-bff.ts';
import { benchDatabase } from '../../scripts/system/bench-database.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'matchbazaar_bench' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error(
    'usage: npm run bench:search -- [--database NAME | --database-url URL] [--runs N] [--warmup N]',
  );
  process.exit(2);
}
const { url: databaseUrl } = benchDatabase({
  database: values.database,
  databaseUrl: values['database-url'],
});
const say = (line: string) => console.log(line);

/** A query kind: the paths it cycles through and its aim for p95 in ms. */
interface Kind {
  name: string;
  aimMs: number;
  paths: () => Promise<string[]>;
}

const L = '/api/v1/listings/search';
const fixed = (paths: string[]) => () => Promise.resolve(paths);

/** The fifth page of each start, reached by following four cursors. */
function fifthPages(api: string, starts: string[]) {
  return async () => {
    const fifth: string[] = [];
    for (const start of starts) {
      let path = start;
      for (let page = 1; page < 5; page++) {
        const body = (await (await fetch(`${api}${path}`)).json()) as {
          data: { nextCursor: string | null };
        };
        if (!body.data.nextCursor) throw new Error(`${start} has fewer than five pages`);
        path = `${start}&cursor=${encodeURIComponent(body.data.nextCursor)}`;
      }
      fifth.push(path);
    }
    return fifth;
  };
}

/**
 * Searches that match fewer than ten posts, so the page ends with related posts of the matches'
 * category (related-posts.ts): a recent listing's title words, kept when they match one to nine
 * posts and the answer has related ones. Found on the catalogue at hand, as its titles are generated.
 */
function fewMatches(api: string) {
  return async () => {
    type Page = { data: { items: Array<{ title: string }>; total?: number; related?: unknown } };
    const recent = (await (await fetch(`${api}${L}?sort=newest&limit=50`)).json()) as Page;
    const found: string[] = [];
    for (const { title } of recent.data.items) {
      const words =
        title
          .toLowerCase()
          .match(/[a-z]{3,}/g)
          ?.slice(0, 4) ?? [];
      const path = `${L}?q=${encodeURIComponent(words.join(' '))}`;
      const page = (await (await fetch(`${api}${path}`)).json()) as Page;
      const total = page.data.total ?? 0;
      if (total >= 1 && total < 10 && page.data.related && !found.includes(path)) found.push(path);
      if (found.length === 4) return found;
    }
    if (found.length === 0) throw new Error('No recent title matches fewer than ten posts');
    return found;
  };
}

function kinds(api: string): Kind[] {
  return [
    {
      name: 'selective keyword',
      aimMs: 20,
      paths: fixed([`${L}?q=rosewood`, `${L}?q=brinjal`, `${L}?q=tata+407`, `${L}?q=alphonso`]),
    },
    {
      // The matches, then the related posts: two more statements, the second over a sample of
      // the category (related-posts.ts).
      name: 'few matches + related',
      aimMs: 50,
      paths: fewMatches(api),
    },
    {
      name: 'broad keyword + facets',
      aimMs: 50,
      paths: fixed([`${L}?q=premium`, `${L}?q=fresh`, `${L}?q=wholesale+rice`, `${L}?q=steel`]),
    },
    {
      name: 'typo',
      aimMs: 50,
      paths: fixed([`${L}?q=iphnoe`, `${L}?q=mahindar`, `${L}?q=basmtai`, `${L}?q=tomatos`]),
    },
    {
      // The words name a category: its posts match beside the words' (understanding.ts).
      name: 'category named in words',
      aimMs: 50,
      paths: fixed([
        `${L}?q=fresh+vegetables`,
        `${L}?q=used+cars`,
        `${L}?q=houses+for+sale`,
        `${L}?q=gaadi`,
      ]),
    },
    {
      // A sentence: asking words dropped, and when the rest finds nothing, one word left out,
      // then nearest in meaning within the likely categories.
      name: 'natural language',
      aimMs: 50,
      paths: fixed([
        `${L}?q=someone+to+paint+my+house`,
        `${L}?q=need+a+plumber+to+fix+a+leaking+tap`,
        `${L}?q=sofa+under+20000+in+jaipur`,
        `${L}?q=phone+for+my+mother+with+big+buttons`,
      ]),
    },
    {
      name: 'category browse + facets',
      aimMs: 50,
      paths: fixed([
        `${L}?category=rice`,
        `${L}?group=vehicles`,
        `${L}?subgroup=residential`,
        `${L}?category=mobiles&sort=newest`,
      ]),
    },
    {
      name: 'price filter',
      aimMs: 50,
      paths: fixed([
        `${L}?group=electronics&currency=INR&minPrice=5000&maxPrice=50000&sort=price_asc`,
        `${L}?q=tractor&currency=INR&minPrice=100000&sort=price_desc`,
        `${L}?category=rice&currency=USD&maxPrice=100`,
      ]),
    },
    {
      name: 'near me 25 km',
      aimMs: 50,
      paths: fixed([
        `${L}?near=19.076,72.8777&radiusKm=25&sort=distance`,
        `${L}?near=12.9716,77.5946&radiusKm=25&q=fresh`,
        `${L}?near=40.7128,-74.006&radiusKm=25&sort=distance`,
      ]),
    },
    {
      name: 'fifth page, newest',
      aimMs: 50,
      paths: fifthPages(api, [`${L}?category=rice&sort=newest`, `${L}?q=fresh&sort=newest`]),
    },
    {
      // A price order reads every match's price (no index walks prices with the filters).
      name: 'fifth page, price',
      aimMs: 50,
      paths: fifthPages(api, [`${L}?q=premium&sort=price_asc&currency=INR`]),
    },
    {
      name: 'requirements keyword',
      aimMs: 20,
      paths: fixed([
        '/api/v1/requirements/search?q=tractor',
        '/api/v1/requirements/search?q=coffee&urgency=high',
      ]),
    },
    {
      name: 'suggest',
      aimMs: 10,
      paths: fixed([
        '/api/v1/search/suggest?q=toma',
        '/api/v1/search/suggest?q=iph',
        '/api/v1/search/suggest?q=lorr',
        '/api/v1/search/suggest?q=basm',
      ]),
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => n.toFixed(1).padStart(7);

/** p50/p95/p99 of each BFF for a kind: each search asked of one, then of the other, in turn. */
async function timeKind(apis: { on: string; off: string }, kind: Kind) {
  const paths = await kind.paths();
  for (let i = 0; i < warmup; i++)
    for (const api of [apis.on, apis.off])
      await fetch(`${api}${paths[i % paths.length]}`).then((r) => r.arrayBuffer());
  const matched = new Map<string, string>();
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < runs; i++) {
    const path = paths[i % paths.length]!;
    const first = await timeSearch(apis.on, path);
    on.push(first.ms);
    matched.set(path, first.matched);
    off.push((await timeSearch(apis.off, path)).ms);
  }
  return { on: summary(on), off: summary(off), matched };
}

const summary = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
};

/** One search's time, and what it matched as the table shows it. */
async function timeSearch(api: string, path: string): Promise<{ ms: number; matched: string }> {
  const t = performance.now();
  const res = await fetch(`${api}${path}`);
  const body = (await res.json()) as {
    data?: {
      items?: unknown[];
      total?: number;
      totalIsEstimate?: boolean;
      titles?: unknown[];
      categories?: unknown[];
    };
  };
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  const data = body.data ?? {};
  // A later page carries no count (its first page did): what it shows is its cards.
  const matched =
    data.total !== undefined
      ? `${data.total.toLocaleString('en-US')}${data.totalIsEstimate ? '+' : ''}`
      : data.items
        ? `${data.items.length} cards`
        : `${data.categories?.length ?? 0} categories, ${data.titles?.length ?? 0} titles`;
  return { ms, matched };
}

const mb = (bytes: number | string) =>
  `${Math.round(Number(bytes) / 1024 / 1024).toLocaleString('en-US')} MB`;

async function sizes(db: pg.Client) {
  const total = await db.query<{ size: string }>(
    `select pg_database_size(current_database()) as size`,
  );
  say(`  database: ${mb(total.rows[0]!.size)}`);
  for (const table of ['listing', 'requirement']) {
    const t = await db.query<{ rows: string; heap: string; indexes: string }>(
      `select count(*) as rows, pg_table_size($1) as heap, pg_indexes_size($1) as indexes from "${table}"`,
      [table],
    );
    say(
      `  ${table}: ${Number(t.rows[0]!.rows).toLocaleString('en-US')} rows, table ${mb(t.rows[0]!.heap)}, indexes ${mb(t.rows[0]!.indexes)}`,
    );
  }
  const idx = await db.query<{ name: string; size: string }>(
    `select indexrelid::regclass::text as name, pg_relation_size(indexrelid) as size
       from pg_index where indrelid = 'listing'::regclass order by 2 desc`,
  );
  say(`  listing indexes: ${idx.rows.map((row) => `${row.name} ${mb(row.size)}`).join(', ')}`);
}

/** Single-row inserts and updates, each its own transaction, as the BFF writes them. */
async function writeRates(db: pg.Client) {
  const count = 2_000;
  const template = await db.query<{ id: string }>(
    `select id from listing where status = 'published' limit 1`,
  );
  const from = template.rows[0]!.id;
  const ids: string[] = [];
  let t = performance.now();
  for (let i = 0; i < count; i++) {
    const row = await db.query<{ id: string }>(
      `insert into listing (shop_id, seller_id, title, description, category, subgroup_id, group_id,
         price_type, price_minor, currency, price_unit, min_order_quantity, min_order_unit,
         availability, condition, city, region, country, latitude, longitude, tags, attributes,
         status, published_at)
       select shop_id, seller_id, 'Bench ' || $2 || ' ' || title, description, category, subgroup_id,
         group_id, price_type, price_minor, currency, price_unit, min_order_quantity, min_order_unit,
         availability, condition, city, region, country, latitude, longitude, tags, attributes,
         'draft', null
       from listing where id = $1 returning id`,
      [from, i],
    );
    ids.push(row.rows[0]!.id);
  }
  const insertRate = count / ((performance.now() - t) / 1000);
  const targets = await db.query<{ id: string }>(
    `select id from listing where status = 'published' order by random() limit ${count}`,
  );
  t = performance.now();
  for (const { id } of targets.rows)
    await db.query(`update listing set description = description || ' (bench)' where id = $1`, [
      id,
    ]);
  const updateRate = count / ((performance.now() - t) / 1000);
  await db.query(
    `update listing set description = left(description, length(description) - 8) where id = any($1::uuid[])`,
    [targets.rows.map((row) => row.id)],
  );
  await db.query(`delete from listing where id = any($1::uuid[])`, [ids]);
  // The updates queued their rows in the GIN indexes' pending lists, which every later search
  // reads through: merge them now so a second run starts where the first did.
  await db.query(
    `select gin_clean_pending_list(i.indexrelid) from pg_index i
       join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where i.indrelid = 'listing'::regclass and a.amname = 'gin'`,
  );
  say(
    `  listing inserts: ${Math.round(insertRate).toLocaleString('en-US')}/s, updates of the description: ${Math.round(updateRate).toLocaleString('en-US')}/s (one row per transaction, every index on)`,
  );
}

async function main(): Promise<void> {
  say('Building the BFF ...');
  buildBff();
  const bff = await startBuiltBff(databaseUrl);
  const plain = await startBuiltBff(databaseUrl, { env: { SEARCH_UNDERSTANDING: 'off' } });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    say(
      `Searches one at a time over HTTP, ${runs} per kind after ${warmup} untimed, each asked of the search as deployed and of one with its understanding off in turn; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
    say(
      `  ${'kind'.padEnd(26)}    p50 ms   p95 ms   p99 ms   aim p95        p95 off   rows matched per query`,
    );
    for (const kind of kinds(bff.url)) {
      const f = await timeKind({ on: bff.url, off: plain.url }, kind);
      const matched = [...f.matched].map(
        ([path, rows]) => `${decodeURIComponent(path.split('?')[1] ?? '').slice(0, 40)}: ${rows}`,
      );
      say(
        `  ${kind.name.padEnd(26)} ${ms(f.on.p50)}  ${ms(f.on.p95)}  ${ms(f.on.p99)}   ${`≤${kind.aimMs}`.padStart(5)} ${f.on.p95 <= kind.aimMs ? 'PASS' : 'MISS'}   ${ms(f.off.p95)}   ${matched.join('; ')}`,
      );
    }
    say('Sizes');
    await sizes(db);
    say('Writes');
    await writeRates(db);
  } finally {
    await db.end();
    await bff.stop();
    await plain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
