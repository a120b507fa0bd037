import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { listingLifecycle, requirementLifecycle } from '@matchbazaar/contracts';
import { PeriodicTask } from '../common/periodic-task.js';
import { DatabaseReady } from '../database/database-ready.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';

const EVERY_MS = 15 * 60_000;
const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Listings and requirements whose lifetime ran out (expires_at, set when published or renewed
 * from the catalogue settings) become expired, every 15 minutes in every BFF. An expired post
 * leaves search and its shop's count; its author can renew it.
 */
@Injectable()
export class PostExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PostExpirySweeper.name);
  private readonly task = new PeriodicTask(
    'Expiring posts',
    EVERY_MS,
    () => this.sweep(),
    this.logger,
  );

  constructor(
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
    private readonly databaseReady: DatabaseReady,
  ) {}

  onApplicationBootstrap(): void {
    void this.databaseReady.whenReady().then(() => this.task.start());
  }

  onApplicationShutdown(): void {
    this.task.stop();
  }

  /** One run; exposed for tests. Answers how many listings and requirements expired. */
  async sweep(now = new Date()): Promise<{ listings: number; requirements: number }> {
    const listings = await this.drain(() =>
      this.listings.expireDue(now, listingLifecycle.expire.from, BATCH),
    );
    const requirements = await this.drain(() =>
      this.requirements.expireDue(now, requirementLifecycle.expire.from, BATCH),
    );
    if (listings + requirements > 0)
      this.logger.log(`Expired ${listings} listings and ${requirements} requirements`);
    return { listings, requirements };
  }

  private async drain(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (let i = 0; i < MAX_BATCHES && !this.task.isStopped; i++) {
      const count = await batch();
      total += count;
      if (count < BATCH) break;
    }
    return total;
  }
}
