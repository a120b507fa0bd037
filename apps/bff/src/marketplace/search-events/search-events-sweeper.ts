import { Injectable } from '@nestjs/common';
import { searchEventRetentionDays } from '@matchbazaar/contracts';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { SearchEventsRepository } from './search-events.repository.js';

const EVERY_MS = 60 * 60_000;
const BATCH = 1_000;
const retentionMs = searchEventRetentionDays * 24 * 60 * 60_000;

/**
 * Searches older than 180 days are deleted, with what was done with their results
 * (docs/product/search-analytics.md): every hour in every BFF, in batches.
 */
@Injectable()
export class SearchEventsSweeper extends Sweeper {
  constructor(
    private readonly events: SearchEventsRepository,
    databaseReady: DatabaseReady,
  ) {
    super(SearchEventsSweeper.name, 'Deleting old searches', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many searches it deleted. */
  async sweep(now = Date.now()): Promise<number> {
    const deleted = await this.drain(
      () => this.events.deleteBefore(new Date(now - retentionMs), BATCH),
      BATCH,
    );
    if (deleted > 0) this.logger.log(`Deleted ${deleted} searches older than 180 days`);
    return deleted;
  }
}
