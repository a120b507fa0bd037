import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout } from 'node:timers/promises';

/**
 * Asks `/api/health` over and over while `work` runs and reports its slowest answer: a request
 * that holds the event loop shows as a health check that waits as long.
 */
export async function healthWhile<T>(
  app: NestFastifyApplication,
  work: () => Promise<T>,
): Promise<{ result: T; workMs: number; slowestHealthMs: number }> {
  let done = false;
  let slowestHealthMs = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`/api/health answered ${res.statusCode}`);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await setTimeout(5);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, workMs: performance.now() - started, slowestHealthMs };
  } finally {
    done = true;
    await probe;
  }
}
