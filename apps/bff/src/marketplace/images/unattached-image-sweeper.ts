import { Injectable } from '@nestjs/common';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { ImagesRepository } from './images.repository.js';

/** A photo nobody attached within a day was abandoned (an upload for a post never saved). */
export const unattachedImageLifetimeMs = 24 * 60 * 60_000;
const EVERY_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Deletes photos that no post or shop uses a day after their upload, once an hour in every BFF
 * (runs in parallel skip each other's rows). The first run comes at a random minute of the first
 * hour, so instances started together do not sweep together.
 */
@Injectable()
export class UnattachedImageSweeper extends Sweeper {
  constructor(
    private readonly images: ImagesRepository,
    databaseReady: DatabaseReady,
  ) {
    super(UnattachedImageSweeper.name, 'Sweeping unattached photos', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many photos it deleted. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - unattachedImageLifetimeMs);
    const deleted = await this.drain(() => this.images.deleteUnattached(before, BATCH), BATCH);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} photos nobody attached within a day`);
    return deleted;
  }
}
