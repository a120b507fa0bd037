import type { JobName, JobPayload, QueueName, WorkerQueueName } from '@matchbazaar/contracts';
import type { Logger } from '../adapters/logger.js';

/** What a handler may know about the job it runs, without depending on BullMQ. */
export interface JobContext {
  queue: QueueName;
  name: string;
  /** Stable across retries and stalled re-runs: the key for idempotent sends. */
  id: string;
  attemptsMade: number;
  /** The job's allowed attempts: the run with attemptsMade + 1 === maxAttempts is the last. */
  maxAttempts: number;
  logger: Logger;
}

/** Receives a payload already validated against the job's schema in libs/contracts. */
export type JobHandler<Q extends QueueName, J extends JobName<Q>> = (
  payload: JobPayload<Q, J>,
  job: JobContext,
) => Promise<void>;

/** One handler per job of every queue: adding a job to contracts fails compilation until handled. */
export type HandlerRegistry = {
  [Q in WorkerQueueName]: { [J in JobName<Q>]: JobHandler<Q, J> };
};
