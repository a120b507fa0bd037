import { parseJobPayload, type WorkerQueueName } from '@matchbazaar/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { ZodError } from 'zod';
import type { Logger } from './adapters/logger.js';
import type { HandlerRegistry, JobContext } from './handlers/job-handler.js';

type AnyHandler = (payload: unknown, job: JobContext) => Promise<void>;

/**
 * The BullMQ processor of one queue: finds the job's handler, validates the payload where it is
 * received, and runs the handler. A job no retry can fix (unknown name, invalid payload) fails
 * with UnrecoverableError so BullMQ does not retry it.
 */
export function createJobProcessor(
  queue: WorkerQueueName,
  registry: HandlerRegistry,
  logger: Logger,
) {
  const handlers = registry[queue] as Record<string, AnyHandler | undefined>;

  return async (job: Job): Promise<void> => {
    const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new UnrecoverableError(`Unknown job "${queue}.${job.name}": no handler`);

    let payload: unknown;
    try {
      payload = parseJobPayload(queue, job.name as never, job.data);
    } catch (error) {
      throw new UnrecoverableError(
        `Invalid payload for "${queue}.${job.name}": ${describe(error)}`,
      );
    }

    await handler(payload, {
      queue,
      name: job.name,
      id: job.id ?? `${queue}.${job.name}:no-id`,
      attemptsMade: job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      logger: logger.child({ queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 }),
    });
  };
}

/** Field paths and messages only: the payload itself may hold personal data. */
function describe(error: unknown): string {
  if (error instanceof ZodError) {
    return error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
