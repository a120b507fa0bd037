import { Injectable, Logger } from '@nestjs/common';
import { MatchesRepository } from './matches.repository.js';

/**
 * What followed a match (docs/product/matching.md, "What is recorded"): the seller's proposal on
 * the requirement, the buyer's inquiry about the listing, an order between them. Recorded so the weights can be fitted to
 * what people do; a record is not part of the change it follows, so a failure is only logged.
 */
@Injectable()
export class MatchOutcomes {
  private readonly logger = new Logger(MatchOutcomes.name);

  constructor(private readonly matches: MatchesRepository) {}

  /** The seller proposed on the requirement: their matches for it are 'proposed'. */
  async proposed(requirementId: string, sellerId: string): Promise<void> {
    await this.record('proposal', () => this.matches.markProposed(requirementId, sellerId));
  }

  /** The buyer asked about a listing matched to one of their requirements. */
  async inquired(listingId: string, buyerId: string): Promise<void> {
    await this.record('inquiry', () => this.matches.markInquired(listingId, buyerId));
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
      this.matches.markOrdered(
        order.requirementId
          ? { requirementId: order.requirementId, sellerId: order.sellerId }
          : { listingId: order.listingId!, buyerId: order.buyerId },
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
