// `npm run fuzz -- --runs N [--seed S] [--budget MS] [--routes TEXT]`: the fuzz tier of `npm test`
// (api-fuzz.int-spec.ts, through Jest, which compiles the BFF's decorators) with N random requests
// per route instead of a few, then a table: route, requests, 2xx, 4xx, 5xx, no answer, slowest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RouteReport } from './fuzz-run.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '500' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
    budget: { type: 'string', default: '2000' },
    routes: { type: 'string' },
  },
});
for (const [name, value] of [
  ['runs', values.runs],
  ['seed', values.seed],
  ['budget', values.budget],
] as const)
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not '${value}'`);

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'mb-fuzz-'));
const reportFile = path.join(dir, 'report.json');
console.log(`fuzz: ${values.runs} random requests per route, seed ${values.seed}\n`);
const jest = spawnSync(
  process.execPath,
  [
    'scripts/jest.ts',
    'tests/fuzz/api-fuzz.int-spec.ts',
    '--selectProjects',
    'integration',
    '--maxWorkers=1',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: values.runs,
      FUZZ_SEED: values.seed,
      FUZZ_BUDGET_MS: values.budget,
      FUZZ_REPORT: reportFile,
      ...(values.routes ? { FUZZ_ROUTES: values.routes } : {}),
    },
  },
);

let reports: RouteReport[] = [];
try {
  reports = JSON.parse(readFileSync(reportFile, 'utf8')) as RouteReport[];
} catch {
  console.error('fuzz: no report was written (the BFF did not start?)');
}
rmSync(dir, { recursive: true, force: true });

const columns = ['route', 'requests', '2xx', '3xx', '4xx', '5xx', 'no answer', 'slowest ms'];
const rows = reports.map((r) => [
  r.route,
  r.requests,
  r.status2xx,
  r.status3xx,
  r.status4xx,
  r.status5xx,
  r.noAnswer,
  r.slowestMs,
]);
const sum = (i: number) => rows.reduce((total, row) => total + (row[i] as number), 0);
rows.push([
  `all ${reports.length} routes`,
  ...[1, 2, 3, 4, 5, 6].map(sum),
  Math.max(0, ...reports.map((r) => r.slowestMs)),
]);
const widths = columns.map((c, i) =>
  Math.max(c.length, ...rows.map((row) => String(row[i]).length)),
);
const line = (cells: Array<string | number>) =>
  cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
    )
    .join('  ');
console.log(`\n${line(columns)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
rows.forEach((row, i) => {
  if (i === rows.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  console.log(line(row));
});
const failing = reports.filter((r) => r.failures > 0);
for (const report of failing) {
  console.log(`\n${report.route}: ${report.failures} failure(s)`);
  for (const example of report.examples) console.log(`  ${example.reason}\n    ${example.request}`);
}
console.log(`\nseed ${values.seed}: replay with --seed ${values.seed} --runs ${values.runs}`);
process.exit(jest.status ?? 1);
