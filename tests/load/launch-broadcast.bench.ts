// `npm run bench:launch [-- --subscribers N --concurrency C --workers W]`: the launch broadcast at scale.
// Seeds N confirmed subscribers, runs the real BFF and worker (built) against the local
// PostgreSQL and Redis and a local SMTP sink, goes live through the admin API, and prints the
// enqueue rate, the delivery rate and Redis's peak memory; then, on the same Redis, the
// throughput of bare BullMQ no-op jobs and the ratio between the two. Leaves nothing behind.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { logFor } from '../../scripts/system/log.ts';
import { freePort } from '../../scripts/system/net.ts';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { startProcess, type Managed } from '../../scripts/system/processes.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';
import {
  cpuBetween,
  postgresCpuMeter,
  processCpuSeconds,
  redisCpuSeconds,
  sumOf,
} from './cpu-usage.ts';
import { waitUntil } from './bench-machine.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '50' },
    chunk: { type: 'string', default: '1000' },
    workers: { type: 'string', default: '1' },
  },
});
const N = Number(values.subscribers);
const concurrency = Number(values.concurrency);
const workerCount = Number(values.workers);
if (![N, concurrency, workerCount].every((n) => Number.isInteger(n) && n >= 1) || workerCount > 8) {
  console.error(
    'usage: npm run bench:launch -- [--subscribers N] [--concurrency C] [--chunk K] [--workers 1-8]',
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `mb_bench_${run}`;
const prefix = `mbbench:${run}`;
const operatorToken = randomBytes(18).toString('base64url');
const say = (line: string) => console.log(line);
const secs = (ms: number) => (ms / 1000).toFixed(2);
const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en-US');
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const processes: Managed[] = [];
const redis = new Redis(redisUrl);

async function main(): Promise<void> {
  say(`Building the BFF, worker and mail sink ...`);
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(
    process.execPath,
    [tsc, '-b', 'apps/bff', 'apps/worker', 'apps/mail-sink'],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  await ensureDatabase(adminUrl, dbName);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const [bffPort, smtpPort, sinkHttpPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicUrl = 'https://matchbazaar.example';
  const shared = {
    NODE_ENV: 'production',
    // The benchmark measures the fan-out, not real gateways: development providers, on purpose.
    ALLOW_DEVELOPMENT_PROVIDERS: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    SUBSCRIPTION_LINK_SECRET: randomBytes(32).toString('base64url'),
  };

  // The sink keeps only a small window of messages: the delivery records are what we count.
  const sink = startProcess(
    logFor('mail-sink'),
    process.execPath,
    ['apps/mail-sink/dist/main.js'],
    {
      cwd: root,
      env: {
        MAIL_SINK_SMTP_PORT: String(smtpPort),
        MAIL_SINK_HTTP_PORT: String(sinkHttpPort),
        MAIL_SINK_MAX_MESSAGES: '200',
      },
    },
  );
  processes.push(sink);
  const bff = startProcess(logFor('bff'), process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    env: {
      ...shared,
      BFF_PORT: String(bffPort),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      OPERATOR_TOKEN: operatorToken,
      SITE_MODE: 'prelaunch',
    },
  });
  processes.push(bff);
  const api = `http://127.0.0.1:${bffPort}`;
  await waitUntil(
    async () => (await fetch(`${api}/api/health`).catch(() => null))?.ok,
    60_000,
    'the BFF',
  );

  say(`Seeding ${N.toLocaleString('en-US')} confirmed subscribers ...`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into subscriber (contact_type, address, status, source, confirmed_at, created_at, updated_at)
     select 'email', 'bench-' || n || '@example.com', 'confirmed', 'launch_page', now(), now(), now()
       from generate_series(1, $1) n`,
    [N],
  );
  await db.query('analyze subscriber');

  // Worker processes share the queues as they would in production (each with its own concurrency).
  const workers = Array.from({ length: workerCount }, (_, i) =>
    startProcess(
      logFor(workerCount > 1 ? `worker${i + 1}` : 'worker'),
      process.execPath,
      ['apps/worker/dist/main.js'],
      {
        cwd: root,
        env: {
          ...shared,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          WORKER_CONCURRENCY: String(concurrency),
          BROADCAST_CHUNK_SIZE: values.chunk,
        },
      },
    ),
  );
  processes.push(...workers);
  await sleep(1_500);

  const baseline = await redisMemory();
  let peak = baseline;
  const sampler = setInterval(() => {
    void redisMemory().then((m) => (peak = Math.max(peak, m)));
  }, 100);

  say(
    `Going live (PUT /api/admin/site/mode): ${workerCount} worker process(es), ${concurrency} concurrent jobs per queue each ...`,
  );
  const postgresCpu = postgresCpuMeter(db, dbName, databaseUrl);
  const cpuMeters = async () => ({
    worker: sumOf(workers.map((w) => processCpuSeconds(w.child.pid))),
    'mail sink': processCpuSeconds(sink.child.pid),
    Redis: await redisCpuSeconds(redis),
    PostgreSQL: await postgresCpu(),
    BFF: processCpuSeconds(bff.child.pid),
  });
  const cpuBefore = await cpuMeters();
  const transactionsBefore = await postgresTransactions(db, dbName);
  const started = Date.now();
  const res = await fetch(`${api}/api/admin/site/mode`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'live' }),
  });
  if (!res.ok) throw new Error(`going live failed: ${res.status} ${await res.text()}`);
  const { broadcastId } = (await res.json()) as { broadcastId: number };

  let enqueuedMs = 0;
  let last = 0;
  for (;;) {
    const progress = (await (
      await fetch(`${api}/api/admin/broadcasts/${broadcastId}`, {
        headers: { authorization: `Bearer ${operatorToken}` },
      })
    ).json()) as { status: string; sent: number; failed: number; done: boolean };
    if (!enqueuedMs && progress.status === 'enqueued') enqueuedMs = Date.now() - started;
    if (progress.done) break;
    if (Date.now() - last > 5_000) {
      last = Date.now();
      say(`  ${progress.sent.toLocaleString('en-US')} sent, ${progress.failed} failed ...`);
    }
    // Each poll counts the delivery records (PostgreSQL work the broadcast itself does not need).
    await sleep(500);
  }
  const deliveredMs = Date.now() - started;
  const cpu = cpuBetween(cpuBefore, await cpuMeters());
  clearInterval(sampler);
  await sleep(1_000); // backends report their statistics at most once a second
  const transactions = (await postgresTransactions(db, dbName)) - transactionsBefore;
  const { rows } = await db.query<{ enqueue_ms: number; sent: number }>(
    `select extract(epoch from (enqueued_at - created_at)) * 1000 as enqueue_ms,
            (select count(*)::int from broadcast_delivery where status = 'sent') as sent
       from broadcast where id = $1`,
    [broadcastId],
  );
  await db.end();
  const enqueueMs = Number(rows[0]!.enqueue_ms) || enqueuedMs;
  await Promise.all([...workers.map((w) => w.stop()), bff.stop()]);

  say('Bare BullMQ: the same number of no-op jobs, same Redis, same concurrency ...');
  const bare = await bareBullmq(N, concurrency, Number(values.chunk));
  say('SMTP only: the same jobs, each sending one fixed launch mail to the same sink ...');
  const smtpOnly = await bareBullmq(N, concurrency, Number(values.chunk), {
    ...(await fixedMailSender(`smtp://127.0.0.1:${smtpPort}`, concurrency, publicUrl)),
    sinkPid: sink.child.pid,
  });

  say('');
  say(
    `Launch broadcast, ${N.toLocaleString('en-US')} subscribers (sent: ${rows[0]!.sent.toLocaleString('en-US')})`,
  );
  say(`  enqueue        ${secs(enqueueMs)} s   ${rate(N, enqueueMs)} jobs/s`);
  say(
    `  delivery       ${secs(deliveredMs)} s   ${rate(N, deliveredMs)} mails/s (trigger to last record)`,
  );
  say(`  Redis memory   peak ${mib(peak)} (baseline ${mib(baseline)}, +${mib(peak - baseline)})`);
  sayCpu('  CPU per mail  ', cpu, N, deliveredMs);
  say(
    `  PostgreSQL     ${transactions.toLocaleString('en-US')} transactions, ${(N / transactions).toFixed(1)} mails each (progress polls included)`,
  );
  say(`Bare BullMQ no-op jobs, ${N.toLocaleString('en-US')}`);
  say(`  enqueue        ${secs(bare.enqueueMs)} s   ${rate(N, bare.enqueueMs)} jobs/s`);
  say(`  end to end     ${secs(bare.totalMs)} s   ${rate(N, bare.totalMs)} jobs/s`);
  sayCpu('  CPU per job   ', bare.cpu, N, bare.totalMs);
  say(`SMTP only: jobs that send one fixed mail each, no template, no records`);
  say(`  end to end     ${secs(smtpOnly.totalMs)} s   ${rate(N, smtpOnly.totalMs)} jobs/s`);
  sayCpu('  CPU per job   ', smtpOnly.cpu, N, smtpOnly.totalMs);
  const ratio = (ours: number, bare: number) => (bare / ours).toFixed(2);
  say('Broadcast / bare (aim: at least 0.50)');
  say(`  enqueue        ${ratio(enqueueMs, bare.enqueueMs)}`);
  say(
    `  delivery       ${ratio(deliveredMs, bare.totalMs)}   (real SMTP and records vs no-op jobs)`,
  );
  // The broadcast does all an SMTP-only job does and more, so this bounds its ratio from above.
  say(
    `  SMTP only      ${ratio(smtpOnly.totalMs, bare.totalMs)}   (the same mailer and sink with nothing else: the broadcast's ceiling here)`,
  );
}

/**
 * Sends the launch mail of one fixed subscriber to each job's address through the worker's own
 * mailer (built above), to measure what the SMTP transfer alone costs on this machine.
 */
async function fixedMailSender(smtpUrl: string, connections: number, publicUrl: string) {
  const { SmtpMailer } = (await import(
    path.join(root, 'apps/worker/dist/adapters/mailer.js')
  )) as typeof import('../../apps/worker/src/adapters/mailer.ts');
  const { launchNoticeMail, subscriberLinks, subscriberLinkSigner } =
    await import('@matchbazaar/messaging');
  const mailer = new SmtpMailer({
    smtpUrl,
    from: 'MatchBazaar <no-reply@matchbazaar.example>',
    maxConnections: connections,
  });
  const signer = subscriberLinkSigner(randomBytes(32).toString('base64url'));
  const mail = launchNoticeMail(subscriberLinks(publicUrl, signer, 1));
  return {
    handle: async (i: number) =>
      void (await mailer.send({ ...mail, to: `bench-${i}@example.com` })),
    close: () => mailer.close(),
  };
}

/**
 * Adds `n` jobs with addBulk in chunks and processes them with one in-process worker: no-op jobs,
 * or jobs that each send one mail (`smtp`, with the sink's CPU counted too).
 */
async function bareBullmq(
  n: number,
  concurrency: number,
  chunk: number,
  smtp?: {
    handle: (subscriberId: number) => Promise<void>;
    close: () => Promise<void>;
    sinkPid: number | undefined;
  },
) {
  const connection = { url: redisUrl };
  const name = smtp ? 'bench-smtp' : 'bench-noop';
  const queue = new Queue(name, { connection, prefix: `${prefix}:bare` });
  const cpuMeters = async () => ({
    'this process': cpuSecondsOf(process.cpuUsage()),
    ...(smtp && { 'mail sink': processCpuSeconds(smtp.sinkPid) }),
    Redis: await redisCpuSeconds(redis),
  });
  const cpuBefore = await cpuMeters();
  const started = Date.now();
  let done = 0;
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const finished = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const worker = new Worker<{ subscriberId: number }>(
    name,
    (job) => (smtp ? smtp.handle(job.data.subscriberId) : Promise.resolve()),
    {
      connection: { ...connection, maxRetriesPerRequest: null },
      prefix: `${prefix}:bare`,
      concurrency,
      removeOnComplete: { count: 1_000 },
    },
  );
  worker.on('completed', () => {
    if (++done === n) finish();
  });
  // Nothing retries here: a failed job would leave the count short and the bench waiting.
  worker.on('failed', (_job, error) => fail(error));
  for (let i = 0; i < n; i += chunk) {
    await queue.addBulk(
      Array.from({ length: Math.min(chunk, n - i) }, (_, k) => ({
        name: 'noop',
        data: { broadcastId: 1, subscriberId: i + k + 1 },
        opts: { jobId: `noop-${i + k + 1}` },
      })),
    );
  }
  const enqueueMs = Date.now() - started;
  await finished;
  const totalMs = Date.now() - started;
  const cpu = cpuBetween(cpuBefore, await cpuMeters());
  await worker.close();
  await queue.close();
  await smtp?.close();
  return { enqueueMs, totalMs, cpu };
}

const cpuSecondsOf = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1e6;

/** CPU milliseconds per item by process, and how much of the machine that was. */
function sayCpu(label: string, cpu: Record<string, number>, items: number, elapsedMs: number) {
  const entries = Object.entries(cpu);
  if (entries.length === 0) return; // no /proc here
  const perItem = (seconds: number) => `${((seconds * 1000) / items).toFixed(3)} ms`;
  const used = entries.reduce((a, [, s]) => a + s, 0);
  const available = (availableParallelism() * elapsedMs) / 1000;
  say(`${label}${entries.map(([name, s]) => `${name} ${perItem(s)}`).join(', ')}`);
  say(
    `${' '.repeat(label.length)}${perItem(used)} in all; ${used.toFixed(1)} of ${available.toFixed(1)} CPU seconds (${availableParallelism()} cores)`,
  );
}

/** Committed transactions in one database so far (each statement outside a transaction is one). */
async function postgresTransactions(db: pg.Client, database: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'select xact_commit as n from pg_stat_database where datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

async function redisMemory(): Promise<number> {
  const info = await redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
}

async function cleanUp(): Promise<void> {
  await Promise.allSettled(processes.map((p) => p.stop()));
  await deleteKeysWithPrefix(redisUrl, prefix).catch(() => undefined);
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
  redis.disconnect();
}

try {
  await main();
  await cleanUp();
} catch (error) {
  console.error(`bench:launch failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
