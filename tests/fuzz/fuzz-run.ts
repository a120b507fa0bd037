// One route's fuzz run: the systematic pass, then `randomRuns` random requests, then a health check.
// Requests the document says must be refused go first, and the valid ones (which may sign the
// session out, close the site or end other sessions) last, so the run keeps its own credentials
// while it attacks the validators.
import fc from 'fast-check';
import type { FuzzTarget } from './fuzz-target.js';
import { send } from './http-send.js';
import type { FuzzRoute } from './openapi-routes.js';
import { randomRequests, systematicRequests, type FuzzRequest } from './requests.js';
import { verdict } from './verdict.js';

export interface FuzzFailure {
  reason: string;
  request: string;
}

export interface RouteReport {
  route: string;
  requests: number;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
  noAnswer: number;
  slowestMs: number;
  slowest: string;
  failures: number;
  /** The first few failures, each with the request that caused it (enough to replay it). */
  examples: FuzzFailure[];
}

export interface FuzzOptions {
  randomRuns: number;
  seed: number;
  /** Each answer's time budget: a hang or a quadratic blow-up of seconds, not a slow machine. */
  budgetMs: number;
}

const MAX_EXAMPLES = 5;
const CHUNK = 100;

function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` body(${request.body.length} B)=${request.body.subarray(0, 160).toString('utf8')}`
    : '';
  const target = request.target.length > 200 ? `${request.target.slice(0, 200)}…` : request.target;
  return `${request.method} ${target} [${request.labels.join('; ')}]${body}`;
}

/** A stable seed per route, so a failure replays with the same FUZZ_SEED. */
function routeSeed(seed: number, route: FuzzRoute): number {
  let hash = seed | 0;
  for (const char of route.id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export async function fuzzRoute(
  target: FuzzTarget,
  route: FuzzRoute,
  options: FuzzOptions,
): Promise<RouteReport> {
  const seed = routeSeed(options.seed, route);
  const context = { credentials: await target.credentialsFor(route), bodyLimit: target.bodyLimit };
  const systematic = systematicRequests(route, context, seed);
  const valid = systematic.filter((r) => r.valid);
  /** The requests in order: drawn in chunks, so a long run never holds all of them at once. */
  function* ordered(): Generator<FuzzRequest> {
    yield* systematic.filter((r) => !r.valid);
    const random = randomRequests(route, context);
    for (let done = 0; done < options.randomRuns; done += CHUNK) {
      const numRuns = Math.min(CHUNK, options.randomRuns - done);
      for (const request of fc.sample(random, { numRuns, seed: seed + done })) {
        if (request.valid) valid.push(request);
        else yield request;
      }
    }
    yield* valid;
  }
  const report: RouteReport = {
    route: route.id,
    requests: 0,
    status2xx: 0,
    status3xx: 0,
    status4xx: 0,
    status5xx: 0,
    noAnswer: 0,
    slowestMs: 0,
    slowest: '',
    failures: 0,
    examples: [],
  };
  const fail = (reason: string, request: string) => {
    report.failures++;
    if (report.examples.length < MAX_EXAMPLES) report.examples.push({ reason, request });
  };

  for (const request of ordered()) {
    let answer = await send(target.base, request, options.budgetMs);
    // Asked once more when no answer came: a hang or a crash fails again, while a moment when the
    // machine's two cores were busy elsewhere (a full run, a helper's install) does not.
    if (answer.status === 0) answer = await send(target.base, request, options.budgetMs);
    report.requests++;
    if (answer.status === 0) report.noAnswer++;
    else if (answer.status >= 500) report.status5xx++;
    else if (answer.status >= 400) report.status4xx++;
    else if (answer.status >= 300) report.status3xx++;
    else report.status2xx++;
    if (answer.ms > report.slowestMs) {
      report.slowestMs = answer.ms;
      report.slowest = request.labels.join('; ');
    }
    const reason = verdict(request, answer, route);
    if (reason) fail(reason, describeRequest(request));
  }
  const down = await target.checkUp(options.budgetMs);
  if (down) fail(down, 'GET /api/health');
  return report;
}
