// `npm run bench:orders [-- --listings 10000 --days 730 --orders 20000 --runs 100 --warmup 10
//   --database mb_bench_orders | --database-url URL] [--no-build] [--keep]`: the orders area's
// benchmark. Its seller analytics half (tests/load/seller-analytics-bench.ts) seeds one seller
// with two years of data and prints p50/p95 of each analytics read against the 100 ms aim, then
// drops its database. Its transitions half (tests/load/order-transitions-bench.ts) gives a seller
// two years of ledger, drives new orders through their whole life in the built BFF and prints the
// rate of transitions and ledger entries, and the seller's balance and statement reads against
// the same aim. Exits 1 when a read is over its aim.
import { parseArgs } from 'node:util';
import { runOrderTransitionsBench } from './order-transitions-bench.ts';
import { runSellerAnalyticsBench } from './seller-analytics-bench.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'mb_bench_orders' },
    'database-url': { type: 'string' },
    listings: { type: 'string', default: '10000' },
    days: { type: 'string', default: '730' },
    orders: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const numbers = ['listings', 'days', 'orders', 'runs', 'warmup'] as const;
const parsed = Object.fromEntries(numbers.map((key) => [key, Number(values[key])])) as Record<
  (typeof numbers)[number],
  number
>;
if (
  numbers.some((key) => !Number.isInteger(parsed[key]) || parsed[key] < (key === 'warmup' ? 0 : 1))
) {
  console.error(
    'usage: npm run bench:orders -- [--listings N] [--days N] [--orders N] [--runs N] [--warmup N] [--database NAME | --database-url URL] [--no-build] [--keep]',
  );
  process.exit(2);
}

const figures = await runSellerAnalyticsBench({
  database: values.database,
  databaseUrl: values['database-url'],
  ...parsed,
  noBuild: values['no-build'],
  keep: values.keep,
});
console.log('\nOrder transitions');
// The analytics half built the BFF (unless --no-build): the transitions run on that build.
const transitions = await runOrderTransitionsBench({
  history: parsed.orders,
  runs: parsed.runs,
  keep: values.keep,
});
process.exit(
  [...figures, ...transitions.reads].every((figure) => figure.p95Ms <= figure.aimMs) ? 0 : 1,
);
