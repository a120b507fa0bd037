import { Injectable } from '@nestjs/common';
import { listingLifecycle, requirementLifecycle } from '@matchbazaar/contracts';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';

const EVERY_MS = 15 * 60_000;
const BATCH = 500;

/**
 * Listings and requirements whose lifetime ran out (expires_at, set when published or renewed
 * from the catalogue settings) become expired, every 15 minutes in every BFF. An expired post
 * leaves search and its shop's count; its author can renew it.
 */
@Injectable()
export class PostExpirySweeper extends Sweeper {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
    databaseReady: DatabaseReady,
  ) {
    super(PostExpirySweeper.name, 'Expiring posts', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many listings and requirements expired. */
  async sweep(now = new Date()): Promise<{ listings: number; requirements: number }> {
    const listings = await this.drain(
      () => this.listings.expireDue(now, listingLifecycle.expire.from, BATCH),
      BATCH,
    );
    const requirements = await this.drain(
      () => this.requirements.expireDue(now, requirementLifecycle.expire.from, BATCH),
      BATCH,
    );
    if (listings + requirements > 0)
      this.logger.log(`Expired ${listings} listings and ${requirements} requirements`);
    return { listings, requirements };
  }
}
