import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { buildBff, productionBffEnv } from '../../scripts/system/built-bff.js';
import { startBffProcess, type BffProcess } from './bff-process.js';
import {
  createTestDatabase,
  deleteRedisKeys,
  freePort,
  testRedisPrefix,
  testServiceUrls,
  type TestDatabase,
} from './services.js';
import { buildWorker, startWorkerProcess, type WorkerProcess } from './worker-process.js';

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
