import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task.js';
import { DatabaseReady } from '../database/database-ready.js';
import { ImagesRepository } from './images.repository.js';

/** A photo nobody attached within a day was abandoned (an upload for a post never saved). */
export const unattachedImageLifetimeMs = 24 * 60 * 60_000;
const EVERY_MS = 60 * 60_000;
const BATCH = 500;
/** At most this many batches a run; the rest waits for the next hour. */
const MAX_BATCHES = 20;

/**
 * Deletes photos that no post or shop uses a day after their upload, once an hour in every BFF
 * (runs in parallel skip each other's rows). The first run comes at a random minute of the first
 * hour, so instances started together do not sweep together.
 */
@Injectable()
export class UnattachedImageSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnattachedImageSweeper.name);
  private readonly task = new PeriodicTask(
    'Sweeping unattached photos',
    EVERY_MS,
    () => this.sweep(),
    this.logger,
  );

  constructor(
    private readonly images: ImagesRepository,
    private readonly databaseReady: DatabaseReady,
  ) {}

  onApplicationBootstrap(): void {
    void this.databaseReady.whenReady().then(() => this.task.start());
  }

  onApplicationShutdown(): void {
    this.task.stop();
  }

  /** One run; exposed for tests. Answers how many photos it deleted. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - unattachedImageLifetimeMs);
    let deleted = 0;
    for (let batch = 0; batch < MAX_BATCHES && !this.task.isStopped; batch++) {
      const count = await this.images.deleteUnattached(before, BATCH);
      deleted += count;
      if (count < BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} photos nobody attached within a day`);
    return deleted;
  }
}
