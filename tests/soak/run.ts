// `npm run soak -- --minutes N [--rate R] [--users U] [--sockets S] [--no-build]`: a marketplace
// day's mixed traffic (figures.ts) against the production topology the chaos suite starts (two
// built BFFs and two built workers, own database and Redis prefix; tests/chaos/topology.ts), from
// U simulated users with S live sockets. Prints each minute's throughput, p50/p95/p99 by kind,
// 5xx, event-loop lag (the BFFs' /metrics), every process's resident memory and PostgreSQL's
// connections; at the end, MET / NOT MET for each aim (docs/operations/soak.md). Exits 1 when an
// aim is not met. Removes everything it started on exit and on Ctrl-C. Not part of `npm test`.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildBff, buildWorker } from '../../scripts/system/built-bff.ts';
import { machineLoad } from '../load/bench-machine.ts';
import { startTopology, type Topology } from '../chaos/topology.ts';
import { aimLine, judge, minuteLines, percentile, type Minute } from './figures.ts';
import { heapAfterFullGc, inspectorUrl } from './heap-after-gc.ts';
import { prepareSoak, type Soak } from './traffic.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '40' },
    users: { type: 'string', default: '2000' },
    sockets: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const users = Number(values.users);
const socketCount = Number(values.sockets);
if (
  !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 240) ||
  !(rate > 0 && rate <= 1_000) ||
  !(Number.isInteger(users) && users >= 4) ||
  !(Number.isInteger(socketCount) && socketCount >= 2 && socketCount <= users)
) {
  console.error(
    'usage: npm run soak -- --minutes N (1-240) [--rate R req/s, default 40] [--users U, default 2000] [--sockets S <= U, default 1000] [--no-build]',
  );
  process.exit(2);
}
const say = (line: string) => console.log(line);

let topology: Topology | undefined;
let soak: Soak | undefined;
let stopping: Promise<void> | undefined;
/** Ends the traffic, the sockets and every process started; drops the database and Redis keys. */
const cleanUp = () =>
  (stopping ??= (async () => {
    soak?.closeSockets();
    await topology?.stop();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: stopping the soak and removing what it started ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  if (!values['no-build']) {
    say('Building the BFF and the worker ...');
    buildBff();
    buildWorker();
  }
  say(`Starting two BFFs and two workers (${machineLoad()}) ...`);
  // No fault to inject: the apps reach PostgreSQL and Redis straight, not through this process.
  // Each app's inspector on a free loopback port: the live heap is read through it each minute.
  const inspect = { NODE_OPTIONS: '--inspect=127.0.0.1:0 --expose-gc' };
  topology = await startTopology('soak', { direct: true, bffEnv: inspect, workerEnv: inspect });
  const topo = topology;
  say(`Seeding ${users} users (${socketCount} with a live socket) ...`);
  const buyers = Math.ceil(users / 2);
  soak = await prepareSoak(topo, {
    buyers,
    sellers: users - buyers,
    sockets: socketCount,
    rate,
    say,
  });
  const processes: [string, number | undefined][] = [
    ...topo.bffs.map((b, i) => [`bff${i + 1}`, b.child.pid] as [string, number | undefined]),
    ...topo.workers.map((w, i) => [`worker${i + 1}`, w.child.pid] as [string, number | undefined]),
  ];
  const inspectors = new Map(
    [...topo.bffs, ...topo.workers].map((p, i) => [processes[i]![0], inspectorUrl(p.output())]),
  );
  // One process at a time: both BFFs never pause for their collection together.
  const readHeaps = async () => {
    const heaps: Record<string, number | undefined> = {};
    for (const [name] of processes) {
      const url = inspectors.get(name);
      heaps[name] = url === undefined ? undefined : await heapAfterFullGc(url);
    }
    return heaps;
  };
  // A first scrape resets the BFFs' event-loop histograms: minute 1 measures minute 1 alone.
  await eventLoopLag(topo);

  say(
    `Soaking ${minutes} min at ${rate} requests/s (browse and search 70%, messages and inquiries 15%, posting 10%, orders and payments 5%); ${machineLoad()}`,
  );
  const taken: Minute[] = [];
  // Resident memory every 5 s, averaged per minute: one reading at a garbage collection's low or
  // high would say more about the collector than about growth.
  let rssReadings = new Map<string, number[]>();
  const readRss = () => {
    for (const [name, pid] of processes) {
      const bytes = residentBytes(pid);
      if (bytes !== undefined) rssReadings.set(name, [...(rssReadings.get(name) ?? []), bytes]);
    }
  };
  const rssTimer = setInterval(readRss, 5_000);
  const started = performance.now();
  soak.start();
  for (let n = 1; n <= minutes; n++) {
    await sleep(Math.max(0, started + n * 60_000 - performance.now()));
    const answered = soak.take();
    readRss();
    const [lag, postgres, heap] = await Promise.all([
      eventLoopLag(topo),
      postgresConnections(topo),
      readHeaps(),
    ]);
    const minute: Minute = {
      n,
      seconds: 60,
      ...answered,
      lag,
      rss: Object.fromEntries(
        processes.map(([name]) => {
          const readings = rssReadings.get(name) ?? [];
          return [
            name,
            readings.length ? readings.reduce((x, y) => x + y) / readings.length : undefined,
          ];
        }),
      ),
      heap,
      postgres,
    };
    taken.push(minute);
    rssReadings = new Map();
    for (const line of minuteLines(minute)) say(line);
    say(`  (${machineLoad()})`);
  }
  clearInterval(rssTimer);
  await soak.stop();
  // Answers that came after the last minute's end still count for the 5xx aim.
  const rest = soak.take();
  const last = taken.at(-1)!;
  last.serverErrors += rest.serverErrors;
  last.unanswered += rest.unanswered;
  say(
    `After the last minute: ${Object.values(rest.answers).reduce((s, a) => s + a.length, 0)} answers to requests still in flight (5xx ${rest.serverErrors}, unanswered ${rest.unanswered}).`,
  );

  say('Accounting for every message and order ...');
  const accounting = await soak.account();
  say('');
  say(
    `Soak, ${minutes} min at ${rate}/s, ${users} users, ${socketCount} sockets; ${machineLoad()}:`,
  );
  say(
    `  message push, send to each participant's socket: p50 ${percentile(accounting.pushMs, 50).toFixed(0)} ms, p99 ${percentile(accounting.pushMs, 99).toFixed(0)} ms over ${accounting.pushMs.length} receipts; sockets disconnected during the run: ${soak.disconnects()}; access tokens refreshed: ${soak.statuses().get('refresh POST /auth/refresh-token 200') ?? 0}`,
  );
  say(
    `  orders by their last answered status: ${[...soak.orderStatuses()]
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  const notOk = [...soak.statuses()].filter(([key]) => !/ 20[01]$/.test(key));
  if (notOk.length)
    say(
      `  answers other than 200/201: ${notOk
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key} x${n}`)
        .join('; ')}`,
    );
  const aims = judge(taken, accounting);
  for (const aim of aims) say(`  ${aimLine(aim)}`);
  await cleanUp();
  process.exit(aims.every((a) => a.met !== false) ? 0 : 1);
} catch (error) {
  console.error(`soak failed: ${error instanceof Error ? error.stack : String(error)}`);
  if (topology && process.env.SOAK_LOGS) console.error(topology.logs());
  await cleanUp();
  process.exit(1);
}

/** Each BFF's event-loop delay since the last scrape (prom-client resets it on every scrape). */
async function eventLoopLag(topo: Topology): Promise<{ p99: number; max: number }[]> {
  return Promise.all(
    topo.bffs.map(async (bff) => {
      const text = await fetch(`${bff.url}/metrics`, {
        headers: { authorization: `Bearer ${topo.bffEnv.OPERATOR_TOKEN}` },
        // Generous: on a crowded machine a scrape waits behind the traffic.
        signal: AbortSignal.timeout(30_000),
      })
        .then((r) => (r.ok ? r.text() : ''))
        .catch(() => '');
      const read = (name: string) =>
        Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
      return {
        p99: read('nodejs_eventloop_lag_p99_seconds'),
        max: read('nodejs_eventloop_lag_max_seconds'),
      };
    }),
  );
}

/** Connections to the soak's own database (its own checking pool of at most 3 included). */
async function postgresConnections(topo: Topology): Promise<{ total: number; active: number }> {
  const { rows } = await topo.sql.query<{ total: string; active: string }>(
    `select count(*)::text as total, count(*) filter (where state = 'active')::text as active
       from pg_stat_activity where datname = $1`,
    [topo.database.name],
  );
  return { total: Number(rows[0]!.total), active: Number(rows[0]!.active) };
}

/** VmRSS of /proc/<pid>/status, in bytes; undefined once the process is gone. */
function residentBytes(pid: number | undefined): number | undefined {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
