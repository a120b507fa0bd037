// `npm run bench:push [-- --sellers N --rate R --gone G]`: Web Push from a buyer's inquiry to the
// seller's phone. Runs the built BFF and worker (production mode) on their own database and Redis
// prefix and the loopback push service (tests/push-service), which checks each push's VAPID
// signature and decrypts its payload with the device's keys. N sellers (no tab open, so the worker
// pushes) subscribe one device each through POST /api/v1/push/subscriptions; N buyers send one
// inquiry each to their own seller, R inquiries a second (10 by default, what this 2-core machine
// holds: docs/benchmarks/push.md), after a warm-up that is not counted. Per inquiry: the time from
// sending the request to the push arriving decrypted, p50/p95/p99/max, lost and doubled, and the
// CPU of the BFF and worker. Then G devices answer 410 to their next push, one more inquiry each,
// and the bench counts them gone from push_subscription. Leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import webPush from 'web-push';
import { pushPayloadSchema, pushRoutes } from '@matchbazaar/contracts';
import { buildBff, buildWorker, productionBffEnv } from '../../scripts/system/built-bff.ts';
import { logFor } from '../../scripts/system/log.ts';
import { freePort } from '../../scripts/system/net.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { startProcess, type Managed } from '../../scripts/system/processes.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';
import {
  now,
  startPushService,
  subscriptionIdOf,
  type LoopbackPushService,
  type PushDelivery,
  type PushSubscriptionJson,
} from '../push-service/push-service.ts';
import {
  apiCall,
  expectStatus,
  inBatches,
  makeAccounts,
  openShopWithListing,
  type BenchAccount,
} from './bench-accounts.ts';
import { cpuBetween, postgresCpuMeter, processCpuSeconds, redisCpuSeconds } from './cpu-usage.ts';
import { machineLoad, waitUntil } from './bench-machine.ts';

const { values } = parseArgs({
  options: {
    sellers: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '10' },
    gone: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '20' },
  },
});
const N = Number(values.sellers);
const rate = Number(values.rate);
const goneCount = Number(values.gone);
const warmupCount = Number(values.warmup);
if (
  !Number.isInteger(N) ||
  N < 2 ||
  !(rate > 0 && rate <= 1_000) ||
  !Number.isInteger(goneCount) ||
  goneCount < 0 ||
  goneCount > N ||
  !Number.isInteger(warmupCount) ||
  warmupCount < 0
) {
  console.error(
    'usage: npm run bench:push -- [--sellers N>=2] [--rate R<=1000] [--gone G<=N] [--warmup W]',
  );
  process.exit(2);
}
/** The aim (docs/benchmarks/push.md): from the inquiry to the push, p99 under a second here. */
const aimP99Ms = 1_000;

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `mb_bench_push_${run}`;
const prefix = `mbbench:${run}`;
const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A phone's browser: the BFF labels the device from it.
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const processes: Managed[] = [];
const redis = new Redis(redisUrl, { lazyConnect: true });
let service: LoopbackPushService | undefined;

/** One inquiry to one seller, and what came of it. */
interface Sent {
  seller: number;
  at: number;
  status: number;
  /** Milliseconds to the API's answer (the notification is stored by then). */
  answerMs: number;
}

async function main(): Promise<void> {
  say('Building the BFF, the worker and the mail sink ...');
  buildBff();
  buildWorker();
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const sinkBuild = spawnSync(process.execPath, [tsc, '-b', 'apps/mail-sink'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (sinkBuild.status !== 0)
    throw new Error(`building the mail sink failed:\n${sinkBuild.stdout}`);
  await ensureDatabase(adminUrl, dbName);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const push = await startPushService();
  service = push;
  const vapid = webPush.generateVAPIDKeys();
  const env = {
    ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix: prefix }),
    DEMO_CATALOGUE: 'false',
    VAPID_PUBLIC_KEY: vapid.publicKey,
  };

  const bffPort = await freePort();
  const bff = startProcess(logFor('bff'), process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    // Production, whose refusal of endpoints on loopback ALLOW_DEVELOPMENT_PROVIDERS lifts.
    env: { ...env, BFF_PORT: String(bffPort) },
  });
  processes.push(bff);
  const api = `http://127.0.0.1:${bffPort}`;
  await waitUntil(
    async () => (await fetch(`${api}/api/health`).catch(() => null))?.ok,
    120_000,
    'the BFF',
  );

  // Mail is not measured, but inquiries are mailed too: a sink takes it, as in bench:launch.
  const [smtpPort, sinkHttpPort] = [await freePort(), await freePort()];
  processes.push(
    startProcess(logFor('mail-sink'), process.execPath, ['apps/mail-sink/dist/main.js'], {
      cwd: root,
      env: {
        MAIL_SINK_SMTP_PORT: String(smtpPort),
        MAIL_SINK_HTTP_PORT: String(sinkHttpPort),
        MAIL_SINK_MAX_MESSAGES: '200',
      },
    }),
  );
  const worker = startProcess(logFor('worker'), process.execPath, ['apps/worker/dist/main.js'], {
    cwd: root,
    env: {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@matchbazaar.example',
      // The worker trusts the loopback push service's own certificate, and nothing else changes.
      NODE_EXTRA_CA_CERTS: push.certificatePath,
    },
  });
  processes.push(worker);

  const sellerCount = N + warmupCount;
  say(
    `Making ${sellerCount.toLocaleString('en-US')} sellers (a shop, a published listing and a subscribed phone each) and ${sellerCount.toLocaleString('en-US')} buyers ...`,
  );
  const { buyers, sellers } = await makeAccounts(env, run, sellerCount, sellerCount);
  const listingOf = await inBatches(sellers, 16, (seller, i) =>
    openShopWithListing(api, seller, i),
  );
  const key = await expectStatus(
    apiCall(api, 'GET', pushRoutes.key.slice(7), sellers[0]!.token),
    200,
  );
  const applicationServerKey = (key.data as { publicKey: string | null }).publicKey;
  if (applicationServerKey !== vapid.publicKey) {
    throw new Error(`GET ${pushRoutes.key} gave ${applicationServerKey}, not the bench's key`);
  }
  const devices: PushSubscriptionJson[] = await inBatches(sellers, 16, async (seller) => {
    const device = push.createSubscription({ applicationServerKey });
    await expectStatus(
      apiCall(api, 'POST', pushRoutes.subscriptions.slice(7), seller.token, device, {
        'user-agent': phoneAgent,
      }),
      200,
    );
    return device;
  });
  const sellerOfDevice = new Map(devices.map((d, i) => [subscriptionIdOf(d.endpoint), i]));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const subscribed = await countSubscriptions(db, devices);
  if (subscribed !== sellerCount) {
    throw new Error(`${subscribed} of ${sellerCount} devices are in push_subscription`);
  }

  const arrivals = new Map<number, PushDelivery[]>();
  push.on('delivery', (delivery) => {
    const seller = sellerOfDevice.get(delivery.subscriptionId);
    if (seller === undefined) return;
    arrivals.set(seller, [...(arrivals.get(seller) ?? []), delivery]);
  });
  const inquire = async (buyer: BenchAccount, seller: number): Promise<Sent> => {
    const at = now();
    const answer = await apiCall(
      api,
      'POST',
      `/listings/${listingOf[seller]}/inquiries`,
      buyer.token,
      {
        messageId: randomUUID(),
        message: 'Do you ship 500 pieces to Delhi within two weeks?',
        quantity: 500,
      },
    );
    return { seller, at, status: answer.status, answerMs: now() - at };
  };

  // The warm-up sellers (the last ones) prove the whole path before the clock runs.
  say(`Warm-up: ${warmupCount} inquiries to the last ${warmupCount} sellers, not counted ...`);
  const warm = await paced(warmupCount, 10, (i) => inquire(buyers[N + i]!, N + i));
  await waitForPushes(arrivals, warm, 30_000);
  const warmLost = warm.filter((s) => !arrivals.has(s.seller)).length;
  if (warmLost === warmupCount && warmupCount > 0) {
    throw new Error(
      `no warm-up inquiry reached the push service; its attempts: ${JSON.stringify(push.attempts.slice(0, 5))}`,
    );
  }

  const postgresCpu = postgresCpuMeter(db, dbName, databaseUrl);
  await redis.connect();
  const cpuMeters = async () => ({
    BFF: processCpuSeconds(bff.child.pid),
    worker: processCpuSeconds(worker.child.pid),
    'push service and load': processCpuSeconds(process.pid),
    Redis: await redisCpuSeconds(redis),
    PostgreSQL: await postgresCpu(),
  });
  say(
    `Inquiries: ${N.toLocaleString('en-US')} buyers, one each to their own seller, ${rate}/s; ${machineLoad()} ...`,
  );
  const cpuBefore = await cpuMeters();
  const started = now();
  const sent = await paced(N, rate, (i) => inquire(buyers[i]!, i));
  const accepted = sent.filter((s) => s.status === 201);
  await waitForPushes(arrivals, accepted, 15_000);
  const cpu = cpuBetween(cpuBefore, await cpuMeters());
  const elapsedMs = now() - started;
  await sleep(1_000); // a late second push would show now

  const latencies: number[] = [];
  /** From the API's answer to the push (negative: the push came first): the worker's share. */
  const afterAnswer: number[] = [];
  let lost = 0;
  let doubled = 0;
  let unreadable = 0;
  for (const s of accepted) {
    const pushes = arrivals.get(s.seller) ?? [];
    if (pushes.length === 0) {
      lost++;
      continue;
    }
    if (pushes.length > 1) doubled++;
    if (pushes.some((p) => !pushPayloadSchema.safeParse(p.payload).success)) unreadable++;
    latencies.push(pushes[0]!.arrivedAt - s.at);
    afterAnswer.push(pushes[0]!.arrivedAt - (s.at + s.answerMs));
  }
  const example = arrivals.get(accepted[0]?.seller ?? -1)?.[0];

  let gone: GoneFigures | undefined;
  if (goneCount > 0) {
    say(`Gone devices: ${goneCount} answer 410 to their next push; one more inquiry each ...`);
    gone = await goneDevices(db, devices.slice(0, goneCount), (i) =>
      // Another buyer than the first inquiry's: a new conversation, a new notification.
      inquire(buyers[(i + 1) % N]!, i),
    );
  }
  await db.end();

  say('');
  say(
    `Web Push, inquiry to push: ${N.toLocaleString('en-US')} sellers with one phone each (no tab open), ${rate} inquiries/s; ${machineLoad()}`,
  );
  say(
    '  inquiry sent → push decrypted   p50 ms  p95 ms  p99 ms  max ms  sent  failed  delivered  lost  doubled',
  );
  say(
    `  BFF + worker + web-push          ${[50, 95, 99].map((p) => ms(percentile(latencies, p))).join('  ')}  ${ms(Math.max(...latencies))}  ${pad(sent.length, 4)}  ${pad(sent.length - accepted.length, 6)}  ${pad(latencies.length, 9)}  ${pad(lost, 4)}  ${pad(doubled, 7)}`,
  );
  say(
    `  aim: p99 under 1 s (${percentile(latencies, 99) < aimP99Ms ? 'met' : 'NOT met'}); lost and doubled 0 (${lost + doubled === 0 ? 'met' : 'NOT met'}); every payload decrypted with the device's keys and VAPID-signed; ${unreadable} not a push payload`,
  );
  const answers = sent.map((s) => s.answerMs);
  const lastAnswer = Math.max(...sent.map((s) => s.at + s.answerMs)) - started;
  say(
    `  the inquiry's API answer alone: p50 ${percentile(answers, 50).toFixed(1)} ms, p99 ${percentile(answers, 99).toFixed(1)} ms (the part before the push is queued); ${N.toLocaleString('en-US')} answered in ${(lastAnswer / 1000).toFixed(1)} s, ${((N * 1000) / lastAnswer).toFixed(1)}/s against ${rate}/s asked${lastAnswer > (N * 1000) / rate + 2_000 ? ': the BFF did not keep up, and the latencies are mostly its queue' : ''}`,
  );
  say(
    `  the push after the API's answer: p50 ${percentile(afterAnswer, 50).toFixed(1)} ms, p99 ${percentile(afterAnswer, 99).toFixed(1)} ms (the queue, the worker, web-push and the push service; below 0 when the push came first)`,
  );
  if (example) {
    say(
      `  a payload: ${example.text} (TTL ${example.ttl}, Urgency ${example.urgency}, Topic ${example.topic ?? 'none'})`,
    );
  }
  const cpuEntries = Object.entries(cpu);
  if (cpuEntries.length > 0) {
    say(
      `  CPU per inquiry: ${cpuEntries.map(([name, s]) => `${name} ${((s * 1000) / N).toFixed(2)} ms`).join(', ')}`,
    );
    const used = cpuEntries.reduce((a, [, s]) => a + s, 0);
    say(
      `  CPU in all: ${used.toFixed(1)} of ${((availableParallelism() * elapsedMs) / 1000).toFixed(1)} CPU seconds over ${(elapsedMs / 1000).toFixed(1)} s (${availableParallelism()} cores)`,
    );
  }
  if (gone) {
    say(
      `  410 clean-up: ${gone.answered410} of ${goneCount} devices answered 410 to their next push; ${gone.before - gone.after} of ${gone.before} removed from push_subscription (${gone.after} left) within ${(gone.ms / 1000).toFixed(1)} s of the inquiries; the other ${gone.othersLeft.toLocaleString('en-US')} devices stay (${gone.othersLeft === sellerCount - goneCount ? 'all' : 'NOT all'})`,
    );
  }
}

interface GoneFigures {
  before: number;
  after: number;
  answered410: number;
  othersLeft: number;
  ms: number;
}

/** Marks the devices gone at the push service, causes one push each, and counts them in the database. */
async function goneDevices(
  db: pg.Client,
  devices: PushSubscriptionJson[],
  inquire: (seller: number) => Promise<Sent>,
): Promise<GoneFigures> {
  const push = service!;
  for (const device of devices) push.answer(device.endpoint, { status: 410 });
  const before = await countSubscriptions(db, devices);
  const started = now();
  const sent = await paced(devices.length, rate, inquire);
  const failed = sent.filter((s) => s.status !== 201);
  if (failed.length > 0) throw new Error(`${failed.length} inquiries failed: ${failed[0]!.status}`);
  const ids = new Set(devices.map((d) => subscriptionIdOf(d.endpoint)));
  const answered = () =>
    new Set(
      push.attempts
        .filter((a) => a.status === 410 && ids.has(a.subscriptionId))
        .map((a) => a.subscriptionId),
    ).size;
  let after = before;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    after = await countSubscriptions(db, devices);
    if (after === 0) break;
    await sleep(100);
  }
  const ms = now() - started;
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from push_subscription where not (endpoint = any($1))',
    [devices.map((d) => d.endpoint)],
  );
  return { before, after, answered410: answered(), othersLeft: rows[0]!.n, ms };
}

async function countSubscriptions(db: pg.Client, devices: PushSubscriptionJson[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from push_subscription where endpoint = any($1)',
    [devices.map((d) => d.endpoint)],
  );
  return rows[0]!.n;
}

/** Starts `count` sends on a fixed schedule of `perSecond` (not waiting for answers); their results. */
async function paced<T>(
  count: number,
  perSecond: number,
  send: (i: number) => Promise<T>,
): Promise<T[]> {
  const pending: Promise<T>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(i));
  }
  return Promise.all(pending);
}

/** Waits until every accepted inquiry's seller got a push, or `timeoutMs` passed. */
async function waitForPushes(arrivals: Map<number, unknown>, sent: Sent[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (sent.some((s) => s.status === 201 && !arrivals.has(s.seller)) && Date.now() < deadline) {
    await sleep(50);
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (n: number) => n.toFixed(1).padStart(6);
const pad = (n: number, width: number) => String(n).padStart(width);

async function cleanUp(): Promise<void> {
  await Promise.allSettled(processes.map((p) => p.stop()));
  await service?.close();
  redis.disconnect();
  await deleteKeysWithPrefix(redisUrl, prefix).catch(() => undefined);
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
}

try {
  await main();
  await cleanUp();
} catch (error) {
  console.error(`bench:push failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
