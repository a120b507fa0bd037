import { Injectable } from '@nestjs/common';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { ReviewsService } from './reviews.service.js';

const EVERY_MS = 5 * 60_000;
const BATCH = 200;

/**
 * Every five minutes in every BFF: publishes the blind reviews whose 14-day window ended
 * (docs/product/reviews.md), recomputes the ratings they change and tells both parties. Reads
 * already count such a review as published; this writes it down and announces it, once, however
 * many BFFs sweep at the same time.
 */
@Injectable()
export class ReviewsSweeper extends Sweeper {
  constructor(
    private readonly reviews: ReviewsService,
    databaseReady: DatabaseReady,
  ) {
    super(ReviewsSweeper.name, 'Publishing reviews whose window ended', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many reviews it published. */
  async sweep(now = Date.now()): Promise<number> {
    const published = await this.drain(() => this.reviews.publishDue(new Date(now), BATCH), BATCH);
    if (published > 0) this.logger.log(`Published ${published} reviews whose window ended`);
    return published;
  }
}
