import type { DefaultJobOptions } from 'bullmq';

/**
 * docs/decisions/0006-queues-and-idempotent-jobs.md: retries with exponential backoff (2 s, 4 s,
 * 8 s, 16 s), completed jobs kept only as a bounded recent history, failed jobs kept longer so
 * operators can inspect and retry them.
 */
export const defaultJobOptions: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 1_000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5_000 },
};
