// The bad-input tier: every route of the OpenAPI document the BFF serves gets malformed requests
// over real HTTP (see requests.ts for what, verdict.ts for the rule), one test per route, then a
// health check. New routes are covered by being documented. `npm test` runs it with a small random
// count and a fixed seed; `npm run fuzz -- --runs N` runs it longer and prints a table.
//   FUZZ_RUNS       random requests per route after the systematic pass (default 100)
//   FUZZ_SEED       the seed (default 1): a failure replays with the same seed
//   FUZZ_BUDGET_MS  each answer's time budget (default 2000)
//   FUZZ_REPORT     where to write the per-route figures as JSON (for `npm run fuzz`)
//   FUZZ_ROUTES     only routes whose 'METHOD /path' contains this text
import { afterAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { fuzzRoute, type RouteReport } from './fuzz-run.js';
import { startFuzzTarget } from './fuzz-target.js';

const randomRuns = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 2000);
// Generous: a route's systematic pass alone sends a few hundred requests, some of 1 MB.
const routeTimeoutMs = 60_000 + randomRuns * (budgetMs + 50);

const target = await startFuzzTarget();
const reports: RouteReport[] = [];
const only = process.env.FUZZ_ROUTES;
const routes = target.routes.filter((route) => !only || route.id.includes(only));

afterAll(async () => {
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(reports));
  await target.close();
});

describe(`fuzz (seed ${seed}, ${randomRuns} random requests per route)`, () => {
  it('finds routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(only ? 0 : 20);
  });

  it('finds every API route in the document (a route left out would escape the fuzz)', () => {
    expect(target.routeCheck).toEqual({ undocumented: [], unseen: [] });
  });

  for (const route of routes) {
    it(
      route.id,
      async () => {
        // An unhandled rejection in the BFF's background work fails the running test (Jest's own
        // handler); a crash would end the suite.
        const report = await fuzzRoute(target, route, { randomRuns, seed, budgetMs });
        reports.push(report);
        expect({ failures: report.failures, examples: report.examples }).toEqual({
          failures: 0,
          examples: [],
        });
      },
      routeTimeoutMs,
    );
  }
});
