// `npm run bench:realtime [-- --sockets N --rate R --duration S --warmup S --profile DIR]`: live
// pushes across BFF processes. Runs two built BFFs (NODE_ENV=production, LOG_LEVEL=warn) on one database and one
// Redis prefix, connects N signed-in sockets spread over both, then causes notifications through
// the API at a fixed rate (each request to either BFF, whatever process the recipient's socket is
// on) and times each from the API call to the socket's receipt: p50/p95/p99, lost and duplicated
// events, and the BFFs' memory per idle socket. Then, in the same run, two bare Socket.IO servers
// with the same Redis adapter (bare-socket-server.ts) get the same sockets and rate: the ratio
// says what the BFF adds to the transport. Leaves nothing behind.
//
// What causes the notifications: an inquiry about the recipient's listing (POST
// /api/v1/listings/:id/inquiries stores the message, then notifies the seller: stored, then pushed).
// The sockets are sellers with one published listing each; buyers send the inquiries.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { realtimeNamespace, serverEvents } from '@matchbazaar/contracts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { buildBff, productionBffEnv } from '../../scripts/system/built-bff.ts';
import { logFor } from '../../scripts/system/log.ts';
import { freePort } from '../../scripts/system/net.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { startProcess, type Managed } from '../../scripts/system/processes.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';
import { apiCall, inBatches, makeAccounts, openShopWithListing } from './bench-accounts.ts';
import { postgresCpuMeter } from './cpu-usage.ts';
import { machineLoad, waitUntil } from './bench-machine.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    // A folder for the BFFs' V8 CPU profiles (.cpuprofile, for Chrome's DevTools): where the time goes.
    profile: { type: 'string' },
  },
});
const socketCount = Number(values.sockets);
const rate = Number(values.rate);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const total = Math.round(rate * (warmup + duration));
/** A buyer sends at most this many inquiries (the inquiry limit is 20 an hour per account). */
const perBuyer = 20;
if (
  !Number.isInteger(socketCount) ||
  socketCount < perBuyer ||
  !(rate > 0 && rate <= 2_000) ||
  !(duration > 0 && duration <= 120) ||
  !(warmup >= 0 && warmup <= 30)
) {
  console.error(
    `usage: npm run bench:realtime -- [--sockets N>=${perBuyer}] [--rate R<=2000] [--duration S] [--warmup S]`,
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `mb_bench_rt_${run}`;
const prefix = `mbbench:${run}`;
const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const processes: Managed[] = [];
const sockets: Socket[] = [];
/** Finds this run's PostgreSQL backends: the server may serve others too (tests, other benches). */
let admin: pg.Client | undefined;

interface Figures {
  /** From the API call to its answer (the notification is stored by then). */
  answers: number[];
  sent: number;
  failed: number;
  latencies: number[];
  lost: number;
  duplicated: number;
  crossed: number;
  /** CPU each group of processes spent during the run, and how busy the whole machine was. */
  cpu?: CpuSpent;
}

async function main(): Promise<void> {
  say('Building the BFF ...');
  buildBff();
  await ensureDatabase(adminUrl, dbName);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const env = {
    ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix: prefix }),
    DEMO_CATALOGUE: 'false',
  };
  // One after the other: the first migrates and seeds.
  const bffs: { process: Managed; url: string }[] = [];
  for (const name of ['bff-a', 'bff-b']) {
    const port = await freePort();
    const profiling = values.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`]
      : [];
    const bff = startProcess(
      logFor(name),
      process.execPath,
      [...profiling, 'apps/bff/dist/main.js'],
      {
        cwd: root,
        env: { ...env, BFF_PORT: String(port) },
      },
    );
    processes.push(bff);
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok, 90_000);
    bffs.push({ process: bff, url });
  }
  const apis = bffs.map((b) => b.url);

  const buyerCount = Math.ceil(total / perBuyer);
  say(
    `Making ${socketCount.toLocaleString('en-US')} sellers (a shop and a published listing each) and ${buyerCount} buyers ...`,
  );
  const { buyers, sellers } = await makeAccounts(env, run, buyerCount, socketCount);
  const listingOf = await inBatches(sellers, 16, (seller, i) =>
    openShopWithListing(apis[i % 2]!, seller, i),
  );

  const rssBefore = bffs.map((b) => rssOf(b.process.child.pid));
  say(`Connecting ${socketCount.toLocaleString('en-US')} sockets, half to each BFF ...`);
  const received = new Map<string, number[]>();
  await connectAll(
    sellers.map((s, i) => ({ base: apis[i % 2]!, auth: { token: s.token } })),
    (payload) => (payload as { data?: { messageId?: string } }).data?.messageId,
    received,
  );
  await sleep(3_000); // the connections settle; the heap grows what it grows
  const rssAfter = bffs.map((b) => rssOf(b.process.child.pid));
  const perSocket =
    rssBefore.every((r) => r !== undefined) && rssAfter.every((r) => r !== undefined)
      ? (rssAfter[0]! - rssBefore[0]! + (rssAfter[1]! - rssBefore[1]!)) / socketCount
      : undefined;

  say(`BFF: ${describeLoad()}; ${machineLoad()} ...`);
  const bffPids = bffs.map((b) => b.process.child.pid ?? 0);
  const ours = await drive(received, { BFFs: bffPids }, async (i) => {
    const seller = i % socketCount;
    const buyer = buyers[Math.floor(i / perBuyer)]!;
    // Requests alternate between the BFFs in pairs, so half reach the other process's sockets.
    const api = Math.floor(i / 2) % 2;
    const messageId = randomUUID();
    const answer = await apiCall(
      apis[api]!,
      'POST',
      `/listings/${listingOf[seller]}/inquiries`,
      buyer.token,
      { messageId, message: 'Do you ship 500 pieces to Delhi within two weeks?', quantity: 500 },
    );
    return { key: answer.status === 201 ? messageId : undefined, crossed: api !== seller % 2 };
  });
  closeSockets();
  await Promise.all(bffs.map((b) => b.process.stop()));

  say(
    `Bare Socket.IO with the Redis adapter, two processes: ${describeLoad()}; ${machineLoad()} ...`,
  );
  const bares: string[] = [];
  for (const name of ['bare-a', 'bare-b']) {
    const port = await freePort();
    const bare = startProcess(
      logFor(name),
      process.execPath,
      [
        path.join(import.meta.dirname, 'bare-socket-server.ts'),
        String(port),
        redisUrl,
        `${prefix}:bare`,
      ],
      { cwd: root },
    );
    processes.push(bare);
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => (await fetch(`${url}/emit`, { method: 'GET' }).catch(() => null))?.status === 404,
      30_000,
    );
    bares.push(url);
  }
  const bareReceived = new Map<string, number[]>();
  await connectAll(
    sellers.map((_, i) => ({ base: bares[i % 2]!, auth: { userId: `u${i}` } })),
    (payload) => (payload as { id?: string }).id,
    bareReceived,
  );
  await sleep(1_000);
  const barePids = processes.slice(-2).map((p) => p.child.pid ?? 0);
  const bare = await drive(bareReceived, { 'bare servers': barePids }, async (i) => {
    const seller = i % socketCount;
    const api = Math.floor(i / 2) % 2;
    const answer = await fetch(`${bares[api]}/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: `u${seller}`, id: `e${i}` }),
    });
    await answer.arrayBuffer();
    return { key: answer.status === 201 ? `e${i}` : undefined, crossed: api !== seller % 2 };
  });
  closeSockets();

  say('');
  say(
    `Realtime pushes, two processes each: ${socketCount.toLocaleString('en-US')} sockets, ${rate}/s for ${duration} s (after ${warmup} s not counted); ${machineLoad()}`,
  );
  say(
    '  API call → socket receipt   p50 ms  p95 ms  p99 ms  max ms  sent   failed  lost  duplicated  other process',
  );
  say(`  BFF (inquiry notified)     ${row(ours)}`);
  say(`  bare Socket.IO + Redis     ${row(bare)}`);
  const [p99Ours, p99Bare] = [percentile(ours.latencies, 99), percentile(bare.latencies, 99)];
  say(
    `  BFF / bare p99: ${(p99Ours / p99Bare).toFixed(1)}x; aim: BFF p99 at most 50 ms (${p99Ours <= 50 ? 'met' : 'NOT met'}), lost and duplicated 0 (${ours.lost + ours.duplicated === 0 ? 'met' : 'NOT met'})`,
  );
  say(
    `  API answer alone (p50 / p99 ms): BFF ${percentile(ours.answers, 50).toFixed(1)} / ${percentile(ours.answers, 99).toFixed(1)}, bare ${percentile(bare.answers, 50).toFixed(1)} / ${percentile(bare.answers, 99).toFixed(1)}: the part of the latency spent before the push`,
  );
  for (const [name, figures] of [
    ['BFF run', ours],
    ['bare run', bare],
  ] as const) {
    if (figures.cpu) say(`  CPU per request, ${name}: ${cpuLine(figures.cpu, total)}`);
  }
  say(
    perSocket === undefined
      ? '  BFF memory per idle socket: unknown (no /proc here)'
      : `  BFF memory per idle socket: ${(perSocket / 1024).toFixed(1)} KiB (resident set growth of both BFFs over ${socketCount.toLocaleString('en-US')} connections)`,
  );
}

/** Sends `total` requests on a fixed schedule (not waiting for answers), then waits for the pushes. */
async function drive(
  received: Map<string, number[]>,
  servers: Record<string, number[]>,
  send: (i: number) => Promise<{ key: string | undefined; crossed: boolean }>,
): Promise<Figures> {
  // Every PostgreSQL process on the machine, and apart the backends of this run's database: the
  // first also counts whatever else the server does meanwhile (other databases' work, autovacuum).
  const groups = () => ({
    ...servers,
    'PostgreSQL (all)': pidsNamed('postgres'),
    Redis: pidsNamed('redis-server'),
    'load generator': [process.pid],
  });
  const ownPostgres = admin
    ? postgresCpuMeter(admin, dbName, adminUrl)
    : () => Promise.resolve(undefined);
  const ownBefore = await ownPostgres();
  const seen = new Map<string, Map<number, number>>();
  const cpuBefore = cpuSnapshot(groups(), seen);
  const counted = Math.round(rate * warmup);
  const sent: Promise<{ key: string | undefined; crossed: boolean; at: number; answer: number }>[] =
    [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const at = performance.now();
    sent.push(
      send(i).then(
        (r) => ({ ...r, at, answer: performance.now() - at }),
        () => ({ key: undefined, crossed: false, at, answer: performance.now() - at }),
      ),
    );
  }
  const outcomes = await Promise.all(sent);
  const keys = outcomes.flatMap((o) => (o.key ? [o.key] : []));
  const deadline = Date.now() + 5_000;
  while (keys.some((k) => !received.has(k)) && Date.now() < deadline) await sleep(50);
  await sleep(500); // a late duplicate would show now
  const cpuAfter = cpuSnapshot(groups(), seen);
  const ownAfter = await ownPostgres();
  const cpu = cpuBefore && cpuAfter ? cpuSpent(cpuBefore, cpuAfter) : undefined;
  if (cpu && ownBefore !== undefined && ownAfter !== undefined)
    cpu.groups['PostgreSQL (this database)'] = Math.max(0, ownAfter - ownBefore) * 1000;
  const figures: Figures = {
    cpu,
    answers: [],
    sent: 0,
    failed: 0,
    latencies: [],
    lost: 0,
    duplicated: 0,
    crossed: 0,
  };
  outcomes.slice(counted).forEach((o) => {
    figures.sent++;
    figures.answers.push(o.answer);
    if (!o.key) return void figures.failed++;
    const times = received.get(o.key);
    if (!times) return void figures.lost++;
    if (times.length > 1) figures.duplicated++;
    if (o.crossed) figures.crossed++;
    figures.latencies.push(times[0]! - o.at);
  });
  return figures;
}

/** Connects every socket (50 at a time) and records each `notification` receipt by its key. */
async function connectAll(
  targets: { base: string; auth: Record<string, string> }[],
  keyOf: (payload: unknown) => string | undefined,
  received: Map<string, number[]>,
): Promise<void> {
  await inBatches(targets, 50, async ({ base, auth }) => {
    const socket = io(`${base}${realtimeNamespace}`, {
      transports: ['websocket'],
      reconnection: false,
      auth,
    });
    sockets.push(socket);
    socket.on(serverEvents.notification, (payload: unknown) => {
      const at = performance.now();
      const key = keyOf(payload);
      if (key === undefined) return;
      const times = received.get(key);
      if (times) times.push(at);
      else received.set(key, [at]);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once(serverEvents.ready, () => resolve());
      setTimeout(() => reject(new Error('a socket was not ready within 20 s')), 20_000);
      socket.once('connect_error', reject);
    });
  });
}

function closeSockets(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

interface CpuSnapshot {
  groups: Record<string, number>;
  busy: number;
  all: number;
}
interface CpuSpent {
  groups: Record<string, number>;
  busyShare: number;
}
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere we run). */
const ticksPerSecond = 100;

/** Process ids by their command name (Linux /proc): PostgreSQL's backends, Redis. */
function pidsNamed(name: string): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU ms each group of processes has used so far, and the machine's busy and total ticks. Each
 * process counts at its last reading in `seen` (by group, then pid), so one that ends between two
 * snapshots (another client's PostgreSQL backend) keeps what it had used instead of taking it
 * out of the difference.
 */
function cpuSnapshot(
  groups: Record<string, number[]>,
  seen: Map<string, Map<number, number>>,
): CpuSnapshot | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    const all = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = ticks[3]! + ticks[4]!;
    const used: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups)) {
      const last = seen.get(name) ?? new Map<number, number>();
      seen.set(name, last);
      for (const pid of pids) {
        const ms = cpuMsOf(pid);
        if (ms > 0) last.set(pid, ms);
      }
      used[name] = [...last.values()].reduce((sum, ms) => sum + ms, 0);
    }
    return { groups: used, busy: all - idle, all };
  } catch {
    return undefined;
  }
}

/** A process's user and system CPU time in ms (0 once it is gone). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  const groups: Record<string, number> = {};
  for (const name of Object.keys(after.groups)) {
    groups[name] = Math.max(0, after.groups[name]! - (before.groups[name] ?? 0));
  }
  return { groups, busyShare: (after.busy - before.busy) / Math.max(1, after.all - before.all) };
}

function cpuLine(cpu: CpuSpent, requests: number): string {
  const parts = Object.entries(cpu.groups).map(
    ([name, ms]) => `${name} ${(ms / requests).toFixed(2)} ms`,
  );
  return `${parts.join(', ')}; the machine ${(cpu.busyShare * 100).toFixed(0)}% busy over ${availableParallelism()} cores`;
}

/** Resident set size in bytes (Linux /proc), or undefined elsewhere. */
function rssOf(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const values = [...sorted].sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
}

function row(f: Figures): string {
  const ms = (n: number) => n.toFixed(1).padStart(6);
  const max = f.latencies.length ? Math.max(...f.latencies) : Number.NaN;
  return [
    ms(percentile(f.latencies, 50)),
    ms(percentile(f.latencies, 95)),
    ms(percentile(f.latencies, 99)),
    ms(max),
    String(f.sent).padStart(5),
    String(f.failed).padStart(7),
    String(f.lost).padStart(5),
    String(f.duplicated).padStart(11),
    `${String(f.crossed).padStart(8)} of ${f.latencies.length}`,
  ].join('  ');
}

const describeLoad = () =>
  `${socketCount.toLocaleString('en-US')} sockets, ${rate}/s for ${warmup} + ${duration} s`;

async function cleanUp(): Promise<void> {
  closeSockets();
  await admin?.end().catch(() => undefined);
  admin = undefined;
  await Promise.allSettled(processes.map((p) => p.stop()));
  await deleteKeysWithPrefix(redisUrl, prefix).catch(() => undefined);
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
}

try {
  await main();
  await cleanUp();
} catch (error) {
  console.error(`bench:realtime failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
