// The production topology one chaos scenario runs against: two built BFFs and two built workers
// on a fresh database and Redis prefix of its own, each app reaching PostgreSQL and Redis through
// a loopback proxy (tcp-proxy.ts) the scenario can break (each BFF through one more of its own in
// front of the Redis one, to cut one BFF off alone), and a round-robin balancer in front of
// the BFFs that skips one that refuses and one whose health is not 200, as a load balancer would. Leaves nothing behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import webPush from 'web-push';
import { productionBffEnv } from '../../scripts/system/built-bff.ts';
import { startMailSink, type MailSink } from '../../apps/mail-sink/dist/index.js';
import { watchBffHealth } from './balancer-health.ts';
import { startBffProcess, type BffProcess } from '../../scripts/system/bff-process.ts';
import {
  createTestDatabase,
  deleteRedisKeys,
  testServiceUrls,
  type TestDatabase,
} from '../integration/services.ts';
import { startWorkerProcess, type WorkerProcess } from '../../scripts/system/worker-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface Topology {
  label: string;
  database: TestDatabase;
  /** Straight to PostgreSQL (not through the proxy): the suite's own checks. */
  sql: pg.Pool;
  redisPrefix: string;
  /** The environment both BFFs run with (direct URLs; the processes get the proxies'). */
  bffEnv: NodeJS.ProcessEnv;
  bffs: BffProcess[];
  workers: WorkerProcess[];
  /** In front of both BFFs: http://127.0.0.1:<port>. */
  balancerUrl: string;
  balancer: TcpProxy;
  postgresProxy: TcpProxy;
  /** Every app's way to Redis: down, every app loses it. */
  redisProxy: TcpProxy;
  /**
   * BFF i's own way to Redis (it goes on through `redisProxy`): breaking one cuts that BFF off from
   * Redis alone, a partition between one BFF and Redis.
   */
  bffRedisProxies: TcpProxy[];
  /** The mail sink's HTTP API (GET /api/messages?to=): what the workers sent. */
  mailUrl: string;
  /** Starts one more worker like the first two (after one was killed). */
  startWorker(): Promise<WorkerProcess>;
  /** The processes' last lines, for a failing scenario's message. */
  logs(): string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** Extra environment for the BFFs. */
  bffEnv?: Record<string, string>;
  workerEnv?: Record<string, string>;
  /** Each mail waits this long for the sink's answer, like a real relay (jobs are in flight). */
  mailReplyDelayMs?: number;
  /**
   * The apps reach PostgreSQL and Redis straight, not through the proxies (left idle): for a load
   * with no fault to inject (the soak), whose every query would otherwise pass through this process.
   */
  direct?: boolean;
}

export async function startTopology(
  label: string,
  options: TopologyOptions = {},
): Promise<Topology> {
  const { redisUrl } = testServiceUrls();
  const database = await createTestDatabase(`chaos_${label}`);
  const redisPrefix = `mbchaos:${label}:${randomBytes(4).toString('hex')}`;
  const sql = new pg.Pool({ connectionString: database.url, max: 3 });
  const postgresPort = Number(new URL(database.url).port || 5432);
  const postgresProxy = await startTcpProxy([postgresPort]);
  const redisProxy = await startTcpProxy([Number(new URL(redisUrl).port || 6379)]);
  const viaPostgresProxy = options.direct
    ? database.url
    : Object.assign(new URL(database.url), { port: String(postgresProxy.port) }).toString();
  const viaRedisProxy = options.direct ? redisUrl : `redis://127.0.0.1:${redisProxy.port}`;
  const vapid = webPush.generateVAPIDKeys();
  const bffEnv: NodeJS.ProcessEnv = {
    ...productionBffEnv({ databaseUrl: database.url, redisUrl, redisPrefix }),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    DEMO_CATALOGUE: 'false',
  };
  const processEnv = (env: NodeJS.ProcessEnv, redisVia = viaRedisProxy) =>
    Object.fromEntries(
      Object.entries({ ...env, DATABASE_URL: viaPostgresProxy, REDIS_URL: redisVia }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
  const bffRedisProxies: TcpProxy[] = [];
  const bffs: BffProcess[] = [];
  const workers: WorkerProcess[] = [];
  let mail: MailSink | undefined;
  let balancer: TcpProxy | undefined;
  let stopHealthChecks = () => {};
  const stop = async () => {
    // CHAOS_LOGS=1: the apps' distinct errors, for finding what a 500 was.
    if (process.env.CHAOS_LOGS) {
      const seen = new Map<string, number>();
      for (const p of [...bffs, ...workers])
        for (const line of p
          .output()
          .split('\n')
          .filter((l) => l.includes('"err"'))) {
          const err = (
            JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } }
          ).err;
          const where = err?.stack?.split('\n').slice(1, 4).join(' <') ?? '';
          const key = `${err?.type}: ${err?.message} ${where}`.slice(0, 600);
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      for (const [key, n] of seen) console.log(`  [x${n}] ${key}`);
    }
    stopHealthChecks();
    await Promise.allSettled([...bffs, ...workers].map((p) => p.kill('SIGKILL')));
    await Promise.allSettled(
      [balancer, postgresProxy, redisProxy, ...bffRedisProxies].map(async (p) => p?.close()),
    );
    await mail?.close().catch(() => undefined);
    await sql.end().catch(() => undefined);
    await deleteRedisKeys(redisUrl, redisPrefix).catch(() => undefined);
    await database.drop().catch(() => undefined);
  };
  try {
    mail = await startMailSink({
      smtpPort: 0,
      httpPort: 0,
      maxMessages: 10_000,
      replyDelayMs: options.mailReplyDelayMs,
    });
    const workerEnv = processEnv({
      NODE_ENV: 'production',
      ALLOW_DEVELOPMENT_PROVIDERS: 'true',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: mail.smtpUrl,
      MAIL_PROBE_URL: mail.httpUrl,
      SUBSCRIPTION_LINK_SECRET: bffEnv.SUBSCRIPTION_LINK_SECRET,
      PUBLIC_URL: bffEnv.PUBLIC_URL,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:operations@matchbazaar.example',
      // A killed worker's jobs run elsewhere after ~2 s instead of BullMQ's default 30 s.
      JOB_LOCK_MS: '2000',
      RETRY_BACKOFF_MS: '200',
      ...options.workerEnv,
    });
    // One after the other: the first migrates and seeds.
    for (let i = 0; i < 2; i++) {
      const own = await startTcpProxy([redisProxy.port]);
      bffRedisProxies.push(own);
      const redisVia = options.direct ? redisUrl : `redis://127.0.0.1:${own.port}`;
      bffs.push(await startBffProcess(processEnv({ ...bffEnv, ...options.bffEnv }, redisVia)));
    }
    for (let i = 0; i < 2; i++) workers.push(await startWorkerProcess(workerEnv));
    balancer = await startTcpProxy(bffs.map((b) => Number(new URL(b.url).port)));
    const lb = balancer;
    stopHealthChecks = watchBffHealth(lb, bffs);
    return {
      label,
      database,
      sql,
      redisPrefix,
      bffEnv,
      bffs,
      workers,
      balancer: lb,
      balancerUrl: `http://127.0.0.1:${lb.port}`,
      postgresProxy,
      redisProxy,
      bffRedisProxies,
      mailUrl: mail.httpUrl,
      async startWorker() {
        const worker = await startWorkerProcess(workerEnv);
        workers.push(worker);
        return worker;
      },
      logs: () =>
        [
          ...bffs.map((b, i) => [`bff ${i}`, b.output()]),
          ...workers.map((w, i) => [`worker ${i}`, w.output()]),
        ]
          .map(([name, text]) => `--- ${name} ---\n${text!.slice(-3_000)}`)
          .join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The ledger's sum per currency (every movement balances, so each must be 0). */
export async function ledgerSums(sql: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ currency: string; total: string }>(
    `select currency, sum(amount_minor)::text as total from ledger_entry group by currency`,
  );
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}
