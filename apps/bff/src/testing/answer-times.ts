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
    // Timed from when the question was due, so a held loop counts whether it held the question
    // or the timer before it.
    let due = performance.now();
    while (!done) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`/api/health answered ${res.statusCode}`);
      const answered = performance.now();
      slowestHealthMs = Math.max(slowestHealthMs, answered - due);
      due = answered + 5;
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
