import { Injectable } from '@nestjs/common';
import {
  moderationFlags,
  type Actor,
  type PostReview,
  type ReviewQueueAnswer,
  type ReviewQueueQuery,
} from '@matchbazaar/contracts';
import { ListingsRepository } from '../../marketplace/listings/listings.repository.js';
import { ListingsService } from '../../marketplace/listings/listings.service.js';
import { RequirementsRepository } from '../../marketplace/requirements/requirements.repository.js';
import { RequirementsService } from '../../marketplace/requirements/requirements.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const QUEUE_SIZE = 100;

/**
 * The moderators' queue: posts the moderation policy sent to review, oldest first. Approving or
 * rejecting one is POST /api/v1/{listings,requirements}/:id/moderation.
 */
@Injectable()
export class ReviewQueueService {
  constructor(
    private readonly listingRows: ListingsRepository,
    private readonly listings: ListingsService,
    private readonly requirementRows: RequirementsRepository,
    private readonly requirements: RequirementsService,
    private readonly access: ResourceAccess,
  ) {}

  async queue(
    caller: NonNullable<Actor>,
    query: ReviewQueueQuery,
  ): Promise<ReviewQueueAnswer['data']> {
    // Staff moderate every post: ask the policy about one with no owner.
    this.access.requireCapability(caller, 'moderate', query.kind);
    if (query.kind === 'listing') {
      const { rows, total } = await this.listingRows.pendingReview(QUEUE_SIZE);
      const cards = await this.listings.cards(rows);
      return { listings: withReviews(cards, rows), requirements: [], total };
    }
    const { rows, total } = await this.requirementRows.pendingReview(QUEUE_SIZE);
    const cards = await this.requirements.cards(rows);
    return { listings: [], requirements: withReviews(cards, rows), total };
  }
}

interface Reviewed {
  id: string;
  moderationFlags: string[];
  updatedAt: Date;
}

/** Each card with what the checks flagged on its post and when the post went to review. */
function withReviews<C extends { id: string }>(
  cards: readonly C[],
  rows: readonly Reviewed[],
): (C & { review: PostReview })[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cards.flatMap((card) => {
    const row = byId.get(card.id);
    if (!row) return [];
    const flags = moderationFlags.filter((flag) => row.moderationFlags.includes(flag));
    return [{ ...card, review: { flags, submittedAt: row.updatedAt.toISOString() } }];
  });
}
