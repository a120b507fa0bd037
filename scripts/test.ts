// `npm test`: every tier in order (type-check, lint, format, the home page's bundle budget, Jest
// unit + integration against the real PostgreSQL and Redis, Playwright end-to-end in Chromium),
// then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failureDigest } from './test-failures.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  counts?: () => { passed: number; failed: number };
}

const jestReport = path.join(reports, 'jest.json');
const e2eReport = path.join(reports, 'e2e.json');
const bin = (p: string) => path.join(root, 'node_modules', p);

const steps: Step[] = [
  { name: 'typecheck', args: ['scripts/typecheck.ts'] },
  // Typed linting of the whole tree peaks at about 5 GB: more than Node's default heap on some
  // machines (CI ran out of it). The same flag as `npm run lint`.
  {
    name: 'lint',
    args: ['--max-old-space-size=8192', bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.'],
  },
  {
    name: 'format',
    args: [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
  },
  // The home page's JavaScript budget (docs/product/constants.md): a production build's sizes, not
  // a timing. Always a fresh build (about 2 s): a reused dist may predate a config or environment
  // change.
  { name: 'bundle', args: ['tests/load/bundle-size.bench.ts', '--check', '--build'] },
  {
    name: 'jest',
    args: ['scripts/jest.ts', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`],
    counts: () => {
      const r = JSON.parse(readFileSync(jestReport, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
  {
    name: 'e2e',
    args: [bin('@playwright/test/cli.js'), 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    counts: () => {
      const r = JSON.parse(readFileSync(e2eReport, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number };
      };
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
let passed = 0;
let failed = 0;
const stepFailures: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  // Steps without a report (type-check, lint, format, bundle) are short: their output is held and
  // printed whole, so that a failure's last lines can be repeated in the summary, which is all
  // of a long CI log that some viewers show.
  const { status, stdout, stderr } = spawnSync(process.execPath, step.args, {
    cwd: root,
    stdio: step.counts ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...step.env },
  });
  if (!step.counts) {
    process.stdout.write(stdout ?? '');
    process.stderr.write(stderr ?? '');
  }
  const ok = status === 0;
  if (!ok && !step.counts) {
    const lines = `${stdout ?? ''}${stderr ?? ''}`.trimEnd().split('\n');
    stepFailures.push(`${step.name} failed (exit ${status ?? 'signal'}), its last lines:`);
    stepFailures.push(...lines.slice(-15).map((l) => `  ${l}`));
  }
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (step.counts) {
    try {
      const c = step.counts();
      passed += c.passed;
      failed += c.failed;
      if (!ok && c.failed === 0) failed++; // the runner itself failed (set-up, no report)
    } catch {
      failed++;
    }
  } else if (!ok) {
    failed++;
  }
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds} s`);
if (existsSync(e2eReport))
  console.log(
    `end-to-end artifacts: tests/e2e/.artifacts, report: ${path.relative(root, e2eReport)}`,
  );
for (const line of stepFailures) console.log(line);
for (const line of failureDigest(root, { jest: jestReport, e2e: e2eReport })) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
