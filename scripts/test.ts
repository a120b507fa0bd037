// `npm test`: every tier (type-check, lint, format, the home page's bundle budget, Jest unit +
// integration against the real PostgreSQL and Redis, Playwright end-to-end in Chromium, the
// production smoke tier, the chaos suite's short form), then a
// summary with each tier's time. The static tiers run side by side: each is one process on one
// core, and together they took 191 s one after another against about 125 s at once on the 2-core
// machine. Typed lint is the exception that waits: it reads the packages' imports from their built
// dist/*.d.ts, so it starts once `tsc -b` has written them (on a clean clone, started beside the
// build, it found no types and reported thousands of errors). Jest and the end-to-end tier each use
// every core, so they run alone.
import { spawn } from 'node:child_process';
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
  /** Another static step that must have passed first. */
  after?: string;
  env?: NodeJS.ProcessEnv;
  counts?: () => { passed: number; failed: number };
}

const jestReport = path.join(reports, 'jest.json');
const e2eReport = path.join(reports, 'e2e.json');
const smokeReport = path.join(reports, 'smoke.json');
const chaosReport = path.join(reports, 'chaos.json');
const bin = (p: string) => path.join(root, 'node_modules', p);

/** Passed (a retried pass included) and failed tests in a Playwright JSON report. */
function playwrightCounts(report: string): { passed: number; failed: number } {
  const r = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
}

const staticSteps: Step[] = [
  { name: 'build', args: ['scripts/typecheck.ts', '--packages'] },
  { name: 'typecheck', args: ['scripts/typecheck.ts', '--rest'], after: 'build' },
  // Typed linting of the whole tree peaks at about 5 GB: more than Node's default heap on some
  // machines (CI ran out of it). The same flag as `npm run lint`.
  {
    name: 'lint',
    after: 'build',
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
];

const runnerSteps: Step[] = [
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
    counts: () => playwrightCounts(e2eReport),
  },
  // The production topology on this machine (docs/operations/production-on-one-machine.md): the
  // journeys through nginx, two BFFs and two workers, then again with one of each killed.
  {
    name: 'smoke',
    args: [
      bin('@playwright/test/cli.js'),
      'test',
      '--config',
      'playwright.prod.config.ts',
      '--reporter',
      'list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: smokeReport },
    counts: () => playwrightCounts(smokeReport),
  },
  // Faults under load (docs/operations/chaos.md), the short form: one fault each, one scenario at
  // a time. Its build is tsc -b's up-to-date check: the smoke tier has just built the apps.
  {
    name: 'chaos',
    args: ['tests/chaos/run.ts', '--short', '--report', chaosReport],
    counts: () =>
      JSON.parse(readFileSync(chaosReport, 'utf8')) as { passed: number; failed: number },
  },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
let passed = 0;
let failed = 0;
const stepFailures: string[] = [];

interface Outcome {
  status: number | null;
  output: string;
  seconds: number;
}

/** Runs one step; a step without a report has its output held, to print whole afterwards. */
function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, {
      cwd: root,
      stdio: step.counts ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...step.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (status: number | null) =>
      resolve({
        status,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(null);
    });
    child.on('close', (status) => done(status));
  });
}

/** Records a finished step: its time, its counts, and for a held output its failure's last lines. */
function settle(step: Step, outcome: Outcome): void {
  const ok = outcome.status === 0;
  if (!step.counts) {
    console.log(`\n=== ${step.name} (${outcome.seconds} s) ===`);
    process.stdout.write(outcome.output);
  }
  // Steps without a report are short: a failure's last lines are repeated in the summary, which
  // is all of a long CI log that some viewers show.
  if (!ok && !step.counts) {
    const lines = outcome.output.trimEnd().split('\n');
    stepFailures.push(`${step.name} failed (exit ${outcome.status ?? 'signal'}), its last lines:`);
    stepFailures.push(...lines.slice(-15).map((l) => `  ${l}`));
  }
  results.push({ name: step.name, ok, seconds: outcome.seconds });
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

const started = Date.now();
console.log(`\n=== ${staticSteps.map((s) => s.name).join(', ')} (side by side) ===`);
const running = new Map<string, Promise<Outcome>>();
for (const step of staticSteps) {
  const before = step.after ? running.get(step.after) : undefined;
  running.set(
    step.name,
    before
      ? before.then((first) =>
          first.status === 0
            ? run(step)
            : { status: 1, output: `not run: ${step.after} failed\n`, seconds: 0 },
        )
      : run(step),
  );
}
for (const step of staticSteps) settle(step, await running.get(step.name)!);
for (const step of runnerSteps) {
  console.log(`\n=== ${step.name} ===`);
  settle(step, await run(step));
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds} s`);
console.log(
  `      ${'in all'.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s (the static tiers side by side)`,
);
if (existsSync(e2eReport))
  console.log(
    `end-to-end artifacts: tests/e2e/.artifacts, report: ${path.relative(root, e2eReport)}`,
  );
for (const line of stepFailures) console.log(line);
for (const line of failureDigest(root, { jest: jestReport, e2e: e2eReport })) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
