// `npm run bench:api [-- --connections C --duration S --warmup S --profile DIR]`: what the BFF's request
// pipeline costs. Runs the built BFF (NODE_ENV=production, LOG_LEVEL=warn, site live) against the
// local PostgreSQL and Redis, drives three routes with autocannon (the launch info, the category
// taxonomy and the signed-in user with a bearer token), then stops it and drives a bare Fastify
// that answers the same bytes (the signed-in route behind a plain header check). Prints
// requests/s, p99 latency and BFF / bare per route. Leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    // A folder for the BFF's V8 CPU profile (.cpuprofile, for Chrome's DevTools): where the time goes.
    profile: { type: 'string' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
if (
  !Number.isInteger(connections) ||
  connections < 1 ||
  !(duration > 0) ||
  !(warmup >= 0) ||
  duration > 600
) {
  console.error(
    'usage: npm run bench:api -- [--connections C] [--duration S] [--warmup S] [--profile DIR]',
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The benched routes; `signedIn` ones carry the admin's bearer token. */
const routes = [
  { name: 'GET /api/launch', path: '/api/launch' },
  { name: 'GET /api/v1/listings/categories', path: '/api/v1/listings/categories' },
  { name: 'GET /api/v1/auth/me (bearer)', path: '/api/v1/auth/me', signedIn: true },
] as const;

interface Figures {
  rps: number;
  p99: number;
  /** The server process's CPU (user + system) per answered request, in microseconds. */
  cpuMicros: number | undefined;
  non2xx: number;
  errors: number;
}

const processes: Managed[] = [];
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
  const bffPort = await freePort();
  const profiling = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`]
    : [];
  const bff = startProcess(
    logFor('bff'),
    process.execPath,
    [...profiling, 'apps/bff/dist/main.js'],
    {
      cwd: root,
      env: {
        ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix: prefix }),
        BFF_PORT: String(bffPort),
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
      },
    },
  );
  processes.push(bff);
  const api = `http://127.0.0.1:${bffPort}`;
  await waitUntil(async () => (await fetch(`${api}/api/health`).catch(() => null))?.ok, 60_000);

  const login = await fetch(`${api}/api/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!login.ok) throw new Error(`signing in failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const authorization = `Bearer ${data.accessToken}`;

  // The bare server answers exactly what the BFF answers (body and content type).
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
      contentType: res.headers.get('content-type') ?? 'application/json',
      body,
      ...(signedIn && { authorization }),
    });
    say(`  ${route.name}: ${Buffer.byteLength(body).toLocaleString('en-US')} bytes`);
  }

  say(
    `The load generator and each server share this machine's ${availableParallelism()} cores, so the` +
      ' two servers run one after the other, never at once.',
  );
  say(
    `BFF (built, NODE_ENV=production, LOG_LEVEL=warn, site live): ${describeLoad()}; ${machineLoad()} ...`,
  );
  const ours = await driveAll(api, authorization, bff.child.pid);
  await sleep(1_000); // let the requests still in flight when the load stopped finish
  await bff.stop();

  scratch = await mkdtemp(path.join(tmpdir(), 'mb-bench-api-'));
  const routesFile = path.join(scratch, 'routes.json');
  await writeFile(routesFile, JSON.stringify(bare));
  const barePort = await freePort();
  const bareServer = startProcess(
    logFor('bare'),
    process.execPath,
    [path.join(import.meta.dirname, 'bare-api-server.ts'), routesFile, String(barePort)],
    { cwd: root },
  );
  processes.push(bareServer);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitUntil(
    async () => (await fetch(`${bareUrl}${routes[0].path}`).catch(() => null))?.ok,
    30_000,
  );
  say(`Bare Fastify, the same bytes: ${describeLoad()}; ${machineLoad()} ...`);
  const yardstick = await driveAll(bareUrl, authorization, bareServer.child.pid);
  await bareServer.stop();

  say('');
  say(`API pipeline: BFF vs bare Fastify (${describeLoad()}; aim: at least 0.70x on each)`);
  const width = Math.max(...routes.map((r) => r.name.length));
  const cpuKnown = [...ours, ...yardstick].every((f) => f.cpuMicros !== undefined);
  say(
    `  ${'route'.padEnd(width)}  ${'BFF req/s'.padStart(9)}  p99 ms  ${'bare req/s'.padStart(10)}  p99 ms  ratio` +
      (cpuKnown ? '   BFF CPU/req  bare CPU/req  CPU ratio' : ''),
  );
  routes.forEach((route, i) => {
    const a = ours[i]!;
    const b = yardstick[i]!;
    const cpu = cpuKnown
      ? `   ${micros(a.cpuMicros!).padStart(11)}  ${micros(b.cpuMicros!).padStart(12)}  ${(b.cpuMicros! / a.cpuMicros!).toFixed(2).padStart(8)}x`
      : '';
    say(
      `  ${route.name.padEnd(width)}  ${fmt(a.rps).padStart(9)}  ${String(a.p99).padStart(6)}  ${fmt(b.rps).padStart(10)}  ${String(b.p99).padStart(6)}  ${(a.rps / b.rps).toFixed(2)}x${cpu}`,
    );
  });
  if (cpuKnown) {
    say(
      "  CPU/req is the server process's own CPU time per answer (PostgreSQL's and Redis's work not" +
        ' included): unlike req/s it hardly moves when other work takes the cores.',
    );
  }
  const failures = [...ours, ...yardstick].filter((f) => f.non2xx || f.errors);
  if (failures.length > 0) {
    say('  Some answers were not 2xx or failed: the figures above are not comparable.');
    [...ours, ...yardstick].forEach((f, i) => {
      if (f.non2xx || f.errors)
        say(
          `    ${i < routes.length ? 'BFF' : 'bare'} ${routes[i % routes.length]!.name}: ${f.non2xx} non-2xx, ${f.errors} errors`,
        );
    });
  }
}

const describeLoad = () => `${connections} connections, ${duration} s per route`;
/** Other work on the machine moves the figures; the 1-minute load average says how much there was. */
const machineLoad = () =>
  `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const micros = (n: number) => `${Math.round(n).toLocaleString('en-US')} µs`;

/** Drives each route in turn (a short untimed warm-up first, so the JIT has settled). */
async function driveAll(
  base: string,
  authorization: string,
  pid: number | undefined,
): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const route of routes) {
    const headers = 'signedIn' in route && route.signedIn ? { authorization } : undefined;
    const url = `${base}${route.path}`;
    if (warmup > 0) await drive(url, headers, warmup);
    const before = processCpuSeconds(pid);
    const result = await drive(url, headers, duration);
    const after = processCpuSeconds(pid);
    if (before !== undefined && after !== undefined && result.answered > 0) {
      result.cpuMicros = ((after - before) * 1e6) / result.answered;
    }
    say(`  ${route.name}: ${fmt(result.rps)} req/s, p99 ${result.p99} ms`);
    figures.push(result);
  }
  return figures;
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

async function waitUntil(probe: () => Promise<boolean | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('the server did not answer in time');
    await sleep(250);
  }
}

async function cleanUp(): Promise<void> {
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
