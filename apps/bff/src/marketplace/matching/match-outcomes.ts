import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Match } from './match.entity.js';

/**
 * What followed a match (docs/product/matching.md, "What is recorded"): the seller's proposal on
 * the requirement, the buyer's inquiry about the listing, an order between them. Recorded so the weights can be fitted to
 * what people do; a record is not part of the change it follows, so a failure is only logged.
 */
@Injectable()
export class MatchOutcomes {
  private readonly logger = new Logger(MatchOutcomes.name);

  constructor(private readonly em: EntityManager) {}

  /** The seller proposed on the requirement: their matches for it are 'proposed'. */
  async proposed(requirementId: string, sellerId: string): Promise<void> {
    await this.record('proposal', () =>
      this.em.nativeUpdate(
        Match,
        { requirementId, sellerId, state: { $in: ['new', 'seen'] } },
        { state: 'proposed', outcome: 'proposal', updatedAt: new Date() },
      ),
    );
  }

  /** The buyer asked about a listing matched to one of their requirements. */
  async inquired(listingId: string, buyerId: string): Promise<void> {
    await this.record('inquiry', () =>
      this.em.nativeUpdate(
        Match,
        { listingId, buyerId, outcome: null },
        { outcome: 'inquiry', updatedAt: new Date() },
      ),
    );
  }

  /**
   * An order was placed: from a proposal, the seller's matches for that requirement; from a
   * listing, the buyer's matches with it. The strongest outcome there is.
   */
  async ordered(order: {
    requirementId?: string | null;
    listingId?: string | null;
    buyerId: string;
    sellerId: string;
  }): Promise<void> {
    await this.record('order', () =>
      order.requirementId
        ? this.em.nativeUpdate(
            Match,
            { requirementId: order.requirementId, sellerId: order.sellerId },
            { outcome: 'order', updatedAt: new Date() },
          )
        : this.em.nativeUpdate(
            Match,
            { listingId: order.listingId!, buyerId: order.buyerId },
            { outcome: 'order', updatedAt: new Date() },
          ),
    );
  }

  private async record(what: string, write: () => Promise<number>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn(`Match outcome ${what} not recorded: ${String(error)}`);
    }
  }
}
