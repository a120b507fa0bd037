// `npm run bench:api [-- --connections C --duration S --warmup S --rounds N --profile DIR --route TEXT]`:
// what the BFF's request pipeline costs. Runs the built BFF (NODE_ENV=production, LOG_LEVEL=warn,
// site live) against the local PostgreSQL and Redis and drives three routes with autocannon (the
// launch info, the category taxonomy and the signed-in user with a bearer token). Two yardsticks
// answer the same bytes, headers included (the signed-in route behind a plain header check): a
// bare Fastify, and the smallest Nest application on the same adapter (the framework's own floor).
// Each route is driven on each server in turns, several rounds; prints the median requests/s, p99,
// CPU per request and BFF / bare per route. A second BFF with METRICS=off answers in the same turns,
// so the cost of the metrics (docs/operations/metrics.md) is measured in the same run: the BFF with
// metrics on, scraped every 5 s as Prometheus would, against it. A third BFF has tracing on too
// (docs/operations/tracing.md), sampling --trace-ratio of the traces (0.1 unless told) and
// exporting OTLP/HTTP JSON to a local sink that reads and drops it (otlp-sink.ts): the cost of
// tracing against the same BFF without it, and of both against neither. Leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { productionBffEnv } from '../../scripts/system/built-bff.ts';
import { logFor } from '../../scripts/system/log.ts';
import { freePort } from '../../scripts/system/net.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { startProcess, type Managed } from '../../scripts/system/processes.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';
import type { BareRoute } from './bare-api-server.ts';
import { processCpuSeconds } from './cpu-usage.ts';
import { machineLoad, waitUntil } from './bench-machine.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    // A folder for the BFF's V8 CPU profile (.cpuprofile, for Chrome's DevTools): where the time goes.
    profile: { type: 'string' },
    // Only the routes whose path holds this text (a profile of one route reads clearer).
    route: { type: 'string' },
    // The share of traces the traced BFF samples (OTEL_TRACES_SAMPLER_ARG); 1 traces every request.
    'trace-ratio': { type: 'string', default: '0.1' },
  },
});
/** The benched routes; `signedIn` ones carry the admin's bearer token. */
const allRoutes = [
  { name: 'GET /api/launch', path: '/api/launch' },
  { name: 'GET /api/v1/listings/categories', path: '/api/v1/listings/categories' },
  { name: 'GET /api/v1/auth/me (bearer)', path: '/api/v1/auth/me', signedIn: true },
] as const;
/** Response headers Node's HTTP server writes on its own, for the BFF and the yardsticks alike. */
const nodeSetsItself = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);
const routes = allRoutes.filter((r) => !values.route || r.path.includes(values.route));

const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const traceRatio = Number(values['trace-ratio']);
if (
  !(traceRatio >= 0 && traceRatio <= 1) ||
  !Number.isInteger(connections) ||
  connections < 1 ||
  !(duration > 0) ||
  !(warmup >= 0) ||
  duration > 600 ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  routes.length === 0
) {
  console.error(
    'usage: npm run bench:api -- [--connections C] [--duration S] [--warmup S] [--rounds N] [--profile DIR] [--route TEXT] [--trace-ratio R]',
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `mb_bench_api_${run}`;
const prefix = `mbbench:${run}`;
const adminEmail = `bench-${run}@example.com`;
const adminPassword = randomBytes(18).toString('base64url');
const say = (line: string) => console.log(line);

interface Figures {
  rps: number;
  p99: number;
  /** The server process's CPU (user + system) per answered request, in microseconds. */
  cpuMicros: number | undefined;
  non2xx: number;
  errors: number;
}

const processes: Managed[] = [];
let scraper: NodeJS.Timeout | undefined;
let scratch: string | undefined;

async function main(): Promise<void> {
  say('Building the BFF ...');
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b', 'apps/bff'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  await ensureDatabase(adminUrl, dbName);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const profiling = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`]
    : [];
  // The scrape's token, named here so the bench knows it.
  const operatorToken = randomBytes(18).toString('base64url');
  const bffEnv = {
    ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix: prefix }),
    OPERATOR_TOKEN: operatorToken,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    // Untraced unless said below, whatever this shell's environment holds.
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  };
  const sinkPort = await freePort();
  const sinkUrl = `http://127.0.0.1:${sinkPort}`;
  processes.push(
    startProcess(logFor('otlp-sink'), process.execPath, [
      path.join(import.meta.dirname, 'otlp-sink.ts'),
      String(sinkPort),
    ]),
  );
  await waitUntil(async () => (await fetch(`${sinkUrl}/stats`).catch(() => null))?.ok, 30_000);
  const tracingEnv = {
    OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: String(traceRatio),
  };
  const startBff = async (
    label: string,
    metrics: 'on' | 'off',
    tracing: Record<string, string> = {},
  ): Promise<{ server: Managed; url: string }> => {
    const port = await freePort();
    const server = startProcess(
      logFor(label),
      process.execPath,
      [...profiling, 'apps/bff/dist/main.js'],
      { cwd: root, env: { ...bffEnv, ...tracing, BFF_PORT: String(port), METRICS: metrics } },
    );
    processes.push(server);
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok, 60_000);
    return { server, url };
  };
  // One at a time: both migrate the same database at start. The one without metrics starts
  // first, so the migrations and seeds (and what they leave in the heap) are its, not the
  // measured one's: the other way round, the BFF with metrics spent 10-37 µs more CPU per answer
  // in two runs, against 0-13 µs this way (docs/benchmarks/api.md).
  const unmeasured = await startBff('bff-nometrics', 'off');
  const { server: bff, url: api } = await startBff('bff', 'on');
  const traced = await startBff('bff-traced', 'on', tracingEnv);
  const scrape = (url: string) =>
    fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${operatorToken}` } }).then(
      (res) => {
        if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
        return res.text();
      },
    );
  await Promise.all([scrape(api), scrape(traced.url)]);
  scraper = setInterval(() => {
    void scrape(api).catch(() => undefined);
    void scrape(traced.url).catch(() => undefined);
  }, 5_000);

  const login = await fetch(`${api}/api/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!login.ok) throw new Error(`signing in failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const authorization = `Bearer ${data.accessToken}`;

  // The yardsticks answer exactly what the BFF answers: the body and the headers (the security and
  // CORS headers every answer carries are bytes on the wire too), less those Node sets itself.
  const bare: BareRoute[] = [];
  for (const route of routes) {
    const signedIn = 'signedIn' in route && route.signedIn;
    const res = await fetch(`${api}${route.path}`, {
      headers: signedIn ? { authorization } : {},
    });
    if (!res.ok) throw new Error(`${route.name} answered ${res.status}: ${await res.text()}`);
    const body = await res.text();
    bare.push({
      path: route.path,
      headers: Object.fromEntries(
        [...res.headers].filter(([name]) => !nodeSetsItself.has(name.toLowerCase())),
      ),
      body,
      ...(signedIn && { authorization }),
    });
    const headerBytes = [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    say(
      `  ${route.name}: ${Buffer.byteLength(body).toLocaleString('en-US')} bytes, headers ${headerBytes.toLocaleString('en-US')} bytes`,
    );
  }

  scratch = await mkdtemp(path.join(tmpdir(), 'mb-bench-api-'));
  const routesFile = path.join(scratch, 'routes.json');
  await writeFile(routesFile, JSON.stringify(bare));
  const servers: Server[] = [
    { label: 'BFF', url: api, pid: bff.child.pid },
    { label: 'BFF metrics off', url: unmeasured.url, pid: unmeasured.server.child.pid },
    { label: 'BFF traced', url: traced.url, pid: traced.server.child.pid },
    await startYardstick('bare', 'bare-api-server.ts', routesFile, authorization),
    await startYardstick('Nest', 'bare-nest-server.ts', routesFile, authorization),
  ];

  say(
    `The load generator and the servers share this machine's ${availableParallelism()} cores, so one` +
      ' server is driven at a time (the others idle). Other tenants of a virtual machine move' +
      ` single runs a lot, so each route is driven ${rounds} times per server, in turns, and the` +
      ' median is kept.',
  );
  // runs[server][route] holds one Figures per round.
  const runs = servers.map(() => routes.map((): Figures[] => []));
  for (let round = 0; round < rounds; round++) {
    say(`Round ${round + 1} of ${rounds}: ${describeLoad()}; ${machineLoad()} ...`);
    for (const [r, route] of routes.entries()) {
      // Turns rotate each round, so no server is always the first after a pause.
      const order = servers.map((_, i) => (i + round) % servers.length);
      for (const s of order) runs[s]![r]!.push(await driveRoute(servers[s]!, route, authorization));
      say(
        `  ${route.name}: ` +
          servers
            .map((server, s) => `${server.label} ${fmt(runs[s]![r]!.at(-1)!.rps)}`)
            .join(', ') +
          ' req/s',
      );
    }
  }
  const [ours, metricsOff, tracedRuns, yardstick, nestFloor] = runs.map((byRoute) =>
    byRoute.map(median),
  ) as [Figures[], Figures[], Figures[], Figures[], Figures[]];

  say('');
  say(
    `API pipeline: BFF vs bare Fastify, medians of ${rounds} (${describeLoad()}; aim: at least 0.70x on each)`,
  );
  const width = Math.max(...routes.map((r) => r.name.length));
  const cpuKnown = [...ours, ...metricsOff, ...yardstick, ...nestFloor].every(
    (f) => f.cpuMicros !== undefined,
  );
  say(
    `  ${'route'.padEnd(width)}  ${'BFF req/s'.padStart(9)}  p99 ms  ${'bare req/s'.padStart(10)}  p99 ms  ratio` +
      `  ${'Nest req/s'.padStart(10)}  Nest ratio` +
      (cpuKnown ? '   BFF CPU/req  bare CPU/req  Nest CPU/req  CPU ratio' : ''),
  );
  routes.forEach((route, i) => {
    const a = ours[i]!;
    const b = yardstick[i]!;
    const n = nestFloor[i]!;
    const cpu = cpuKnown
      ? `   ${micros(a.cpuMicros!).padStart(11)}  ${micros(b.cpuMicros!).padStart(12)}  ${micros(n.cpuMicros!).padStart(12)}  ${(b.cpuMicros! / a.cpuMicros!).toFixed(2).padStart(8)}x`
      : '';
    say(
      `  ${route.name.padEnd(width)}  ${fmt(a.rps).padStart(9)}  ${String(a.p99).padStart(6)}  ${fmt(b.rps).padStart(10)}  ${String(b.p99).padStart(6)}  ${(a.rps / b.rps).toFixed(2)}x` +
        `  ${fmt(n.rps).padStart(10)}  ${(n.rps / b.rps).toFixed(2).padStart(9)}x${cpu}`,
    );
  });
  if (cpuKnown) {
    say(
      "  CPU/req is the server process's own CPU time per answer (PostgreSQL's and Redis's work not" +
        ' included): it moves less than req/s when other work takes the cores, but it moves too.',
    );
  }
  say(
    '  Nest ratio is the smallest Nest application on the same adapter (one controller method a' +
      ' route, nothing else) against bare Fastify: what the framework alone leaves of the aim.',
  );
  const failed = servers.flatMap((server, s) =>
    routes.flatMap((route, r) => {
      const bad = runs[s]![r]!.filter((f) => f.non2xx || f.errors);
      return bad.length > 0
        ? [
            `    ${server.label} ${route.name}: ${bad.map((f) => `${f.non2xx} non-2xx, ${f.errors} errors`).join('; ')}`,
          ]
        : [];
    }),
  );
  say('');
  say(
    `Metrics: the BFF with metrics on (scraped every 5 s) vs the same BFF with METRICS=off, medians of ${rounds} (aim: at least 0.90x on each)`,
  );
  say(
    `  ${'route'.padEnd(width)}  ${'on req/s'.padStart(9)}  ${'off req/s'.padStart(9)}  ratio` +
      (cpuKnown ? '  on CPU/req  off CPU/req' : ''),
  );
  routes.forEach((route, i) => {
    const on = ours[i]!;
    const off = metricsOff[i]!;
    const cpu = cpuKnown
      ? `  ${micros(on.cpuMicros!).padStart(10)}  ${micros(off.cpuMicros!).padStart(11)}`
      : '';
    say(
      `  ${route.name.padEnd(width)}  ${fmt(on.rps).padStart(9)}  ${fmt(off.rps).padStart(9)}  ${(on.rps / off.rps).toFixed(2)}x${cpu}`,
    );
  });
  say('');
  const sink = (await (await fetch(`${sinkUrl}/stats`)).json()) as {
    exports: number;
    spans: number;
    bytes: number;
  };
  say(
    `Tracing: the BFF with metrics and tracing on (sampling ${traceRatio}, OTLP/HTTP JSON to a local sink) vs the same BFF without tracing, and vs neither, medians of ${rounds} (aim: at least 0.90x of neither)`,
  );
  say(
    `  ${'route'.padEnd(width)}  ${'traced req/s'.padStart(12)}  vs metrics only  vs neither` +
      (cpuKnown ? '  traced CPU/req  metrics-only CPU/req  neither CPU/req' : ''),
  );
  routes.forEach((route, i) => {
    const on = tracedRuns[i]!;
    const metricsOnly = ours[i]!;
    const neither = metricsOff[i]!;
    const cpu = cpuKnown
      ? `  ${micros(on.cpuMicros!).padStart(14)}  ${micros(metricsOnly.cpuMicros!).padStart(20)}  ${micros(neither.cpuMicros!).padStart(15)}`
      : '';
    say(
      `  ${route.name.padEnd(width)}  ${fmt(on.rps).padStart(12)}  ${(on.rps / metricsOnly.rps).toFixed(2).padStart(14)}x  ${(on.rps / neither.rps).toFixed(2).padStart(9)}x${cpu}`,
    );
  });
  say(
    `  The sink read ${fmt(sink.spans)} spans in ${fmt(sink.exports)} exports (${fmt(sink.bytes / 1024)} KiB) from the traced BFF.`,
  );
  if (failed.length > 0) {
    say('  Some answers were not 2xx or failed: the figures above are not comparable.');
    failed.forEach((line) => say(line));
  }
}

interface Server {
  label: string;
  url: string;
  pid: number | undefined;
}

/** Starts one yardstick server (bare-api-server.ts's arguments) and waits until it answers. */
async function startYardstick(
  label: string,
  script: string,
  routesFile: string,
  authorization: string,
): Promise<Server> {
  const port = await freePort();
  const server = startProcess(
    logFor(label),
    process.execPath,
    [path.join(import.meta.dirname, script), routesFile, String(port)],
    { cwd: root },
  );
  processes.push(server);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () =>
      (await fetch(`${url}${routes[0]!.path}`, { headers: { authorization } }).catch(() => null))
        ?.ok,
    30_000,
  );
  return { label, url, pid: server.child.pid };
}

/** The run of the median requests/s (its p99 and CPU with it). */
function median(figures: Figures[]): Figures {
  const sorted = [...figures].sort((x, y) => x.rps - y.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const describeLoad = () => `${connections} connections, ${duration} s per route`;
/** Other work on the machine moves the figures; the 1-minute load average says how much there was. */
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const micros = (n: number) => `${Math.round(n).toLocaleString('en-US')} µs`;

/** Drives one route on one server (a short untimed warm-up first, so the JIT has settled). */
async function driveRoute(
  server: Server,
  route: (typeof routes)[number],
  authorization: string,
): Promise<Figures> {
  const headers = 'signedIn' in route && route.signedIn ? { authorization } : undefined;
  const url = `${server.url}${route.path}`;
  if (warmup > 0) await drive(url, headers, warmup);
  const before = processCpuSeconds(server.pid);
  const result = await drive(url, headers, duration);
  const after = processCpuSeconds(server.pid);
  if (before !== undefined && after !== undefined && result.answered > 0) {
    result.cpuMicros = ((after - before) * 1e6) / result.answered;
  }
  return result;
}

async function drive(
  url: string,
  headers: Record<string, string> | undefined,
  seconds: number,
): Promise<Figures & { answered: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(headers && { headers }),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicros: undefined,
    answered: result.requests.total,
  };
}

async function cleanUp(): Promise<void> {
  clearInterval(scraper);
  await Promise.allSettled(processes.map((p) => p.stop()));
  if (scratch) await rm(scratch, { recursive: true, force: true });
  await deleteKeysWithPrefix(redisUrl, prefix).catch(() => undefined);
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
}

try {
  await main();
  await cleanUp();
} catch (error) {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
