import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildBff, productionBffEnv } from '../../scripts/system/built-bff.js';
import { startBffProcess, type BffProcess } from '../../scripts/system/bff-process.ts';
import {
  createTestDatabase,
  deleteRedisKeys,
  freePort,
  testRedisPrefix,
  testServiceUrls,
  type TestDatabase,
} from './services.js';
import {
  buildWorker,
  startWorkerProcess,
  type WorkerProcess,
} from '../../scripts/system/worker-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What docs/operations/stopping.md promises an idle app: well under the apps' own 8 s bound. */
const IDLE_STOP_MS = 5_000;

/** The pino lines written after `mark` at warn (40) or above: a clean stop writes none. */
function warningsAfter(output: string, mark: number): string[] {
  return output
    .slice(mark)
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 40;
      } catch {
        return true; // a line that is not the logger's (a stack trace) counts as an error
      }
    });
}

/** SIGTERM, as a process manager or a container runtime sends it: exit code and time taken. */
async function stopWithSigterm(process: BffProcess | WorkerProcess) {
  const mark = process.output().length;
  const began = Date.now();
  await process.kill('SIGTERM');
  return {
    code: process.child.exitCode,
    ms: Date.now() - began,
    warnings: warningsAfter(process.output(), mark),
  };
}

/**
 * Each app alone stops on SIGTERM (docs/operations/stopping.md): within a bound, exit 0, nothing
 * at warning level or above; the BFF lets a request that is in flight finish.
 */
describe('stopping the BFF and the worker on SIGTERM (real processes)', () => {
  const { redisUrl } = testServiceUrls();
  const redisPrefix = testRedisPrefix('graceful-stop');
  let database: TestDatabase;
  let bff: BffProcess | undefined;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    buildBff();
    buildWorker();
    database = await createTestDatabase('graceful_stop');
  }, 180_000);

  afterAll(async () => {
    await bff?.kill('SIGKILL');
    await worker?.kill('SIGKILL');
    await deleteRedisKeys(redisUrl, redisPrefix);
    await database?.drop();
  });

  it('the BFF finishes a request in flight, then exits 0 quickly and quietly', async () => {
    const env = productionBffEnv({ databaseUrl: database.url, redisUrl, redisPrefix });
    bff = await startBffProcess({
      ...(env as Record<string, string>),
      LOG_LEVEL: 'info',
      DEMO_CATALOGUE: 'false',
    });
    const { port } = new URL(bff.url);

    // A request whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ email: 'in-flight@example.com' });
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    // The answer's status line, or the connection's end without one.
    const answered = new Promise<void>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
        if (answer.includes('\r\n')) resolve();
      });
      socket.once('close', () => resolve());
    });
    socket.write(
      `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopped = stopWithSigterm(bff);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(5));
    await answered;
    socket.destroy();
    const { code, ms, warnings } = await stopped;

    // Answered (whatever the route made of it), not cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d /);
    expect({ code, warnings }).toEqual({ code: 0, warnings: [] });
    expect(ms).toBeLessThan(IDLE_STOP_MS);
  }, 120_000);

  it('the worker exits 0 quickly and quietly', async () => {
    worker = await startWorkerProcess({
      NODE_ENV: 'development',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      SUBSCRIPTION_LINK_SECRET: 'subscription-link-secret-for-tests-0123456789',
      PUBLIC_URL: 'https://matchbazaar.example',
    });
    const { code, ms, warnings } = await stopWithSigterm(worker);
    expect({ code, warnings }).toEqual({ code: 0, warnings: [] });
    expect(ms).toBeLessThan(IDLE_STOP_MS);
  }, 60_000);
});

/**
 * `npm start` on the embedded PostgreSQL and Redis (EMBEDDED_SERVICES=true), stopped the way a
 * terminal's Ctrl-C does: SIGINT to its whole process group. The apps stop before the services
 * they use, so nothing logs a refused connection, a warning or an error, and the launcher exits 0
 * within the bound (docs/operations/stopping.md: about 2 s when idle; 10 s here, on a busy machine).
 */
describe('npm start stopped with Ctrl-C (the launcher, embedded services)', () => {
  it('stops the apps, then the services, quickly and quietly', async () => {
    const [bffPort, webPort, smtpPort, inboxPort] = await Promise.all(
      Array.from({ length: 4 }, () => freePort()),
    );
    const launcher = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      // Its own process group, as a terminal's foreground job has.
      detached: true,
      env: {
        ...process.env,
        // Jest's own NODE_ENV (test) is not what a developer's shell has.
        NODE_ENV: 'development',
        EMBEDDED_SERVICES: 'true',
        DEMO_CATALOGUE: 'false',
        BFF_PORT: String(bffPort),
        WEB_PORT: String(webPort),
        MAIL_SINK_SMTP_PORT: String(smtpPort),
        MAIL_SINK_HTTP_PORT: String(inboxPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
    try {
      const deadline = Date.now() + 240_000;
      // Up and idle: the web app answers and the worker (started last) has reported in.
      while (!(output.includes('MatchBazaar is running') && output.includes('workers started'))) {
        if (launcher.exitCode !== null) throw new Error(`npm start stopped:\n${output}`);
        if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const mark = output.length;
      const began = Date.now();
      process.kill(-launcher.pid!, 'SIGINT');
      const code = await exited;
      const ms = Date.now() - began;
      const after = output.slice(mark);
      const complaints = after
        .split('\n')
        .filter((line) => /WARN|ERROR|ECONNREFUSED|did not stop|while stopping/i.test(line));
      expect({ code, complaints }).toEqual({ code: 0, complaints: [] });
      expect(after).toMatch(/stopped in [\d.]+ s\./);
      expect(ms).toBeLessThan(10_000);
      // Nothing it started answers any more.
      for (const port of [bffPort, webPort, inboxPort]) {
        expect(
          await fetch(`http://127.0.0.1:${port}/`).then(
            () => 'answers',
            () => 'closed',
          ),
        ).toBe('closed');
      }
    } finally {
      if (launcher.exitCode === null) process.kill(-launcher.pid!, 'SIGKILL');
    }
  }, 300_000);
});
