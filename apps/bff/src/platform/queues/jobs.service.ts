import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  messages,
  parseJobPayload,
  type JobName,
  type JobPayload,
  type QueueName,
} from '@matchbazaar/contracts';
import { enqueueTraced } from '@matchbazaar/tracing';
import type { Job, JobsOptions } from 'bullmq';
import { ApiException } from '../common/api-exception.js';
import { REDIS_CONNECT_TIMEOUT_MS, withTimeout } from '../redis/redis-clients.js';
import { QueueRegistry } from './queue-registry.js';
import { SmsBudget } from './sms-budget.js';

/** 503 telling the user to retry later: a producer never waits for Redis to come back. */
export class QueueUnavailableException extends ApiException {
  constructor(cause?: unknown) {
    super(HttpStatus.SERVICE_UNAVAILABLE, messages.api.queueUnavailable, [], { cause });
  }
}

/** The typed way services enqueue work: payloads are checked against contracts before they leave. */
@Injectable()
export class JobsService {
  private readonly logger = new Logger(JobsService.name);

  constructor(
    private readonly registry: QueueRegistry,
    private readonly smsBudget: SmsBudget,
  ) {}

  async enqueue<Q extends QueueName, J extends JobName<Q>>(
    queue: Q,
    job: J,
    payload: JobPayload<Q, J>,
    opts?: JobsOptions,
  ): Promise<Job> {
    // A payload that does not fit is our bug, not the client's: it throws (500) before Redis.
    const data = parseJobPayload(queue, job, payload);
    if (!this.registry.isConnected()) throw new QueueUnavailableException();
    // Every text passes the SMS budgets here, the one place texts are queued.
    if (queue === 'sms') await this.takeSms((data as { to: string }).to);
    try {
      return await withTimeout(
        // With tracing on, a `send` span whose context the job carries to its consumer.
        enqueueTraced(queue, job, opts, (traced) =>
          this.registry.get(queue).add(job, data, traced),
        ),
        REDIS_CONNECT_TIMEOUT_MS,
        `enqueue ${queue}/${job}`,
      );
    } catch (error) {
      this.logger.warn(`Could not enqueue ${queue}/${job}: ${(error as Error).message}`);
      throw new QueueUnavailableException(error);
    }
  }

  private async takeSms(to: string): Promise<void> {
    try {
      await this.smsBudget.take(to);
    } catch (error) {
      if (error instanceof ApiException) throw error;
      throw new QueueUnavailableException(error);
    }
  }
}
