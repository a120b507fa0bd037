import { HttpStatus, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { UserBlocksRepository, type BlocksBetween } from './user-blocks.repository.js';

const m = messages.conversations;

/**
 * Blocks between users: made, lifted, and the one block check (docs/product/live-marketplace.md, "Blocks and reports"): a block made by
 * either user stops every way one reaches the other (messages, inquiries, proposals, orders,
 * leads, notifications of their steps). Every such path asks here; blocks are read each time, so
 * a block made through any BFF holds at once.
 */
@Injectable()
export class Reachability {
  constructor(private readonly blocks: UserBlocksRepository) {}

  /** `blocker` blocks `blocked` (again: no change). */
  block(blocker: string, blocked: string): Promise<void> {
    return this.blocks.block(blocker, blocked);
  }

  /** `blocker` lifts their block of `blocked` (none: no change). */
  unblock(blocker: string, blocked: string): Promise<void> {
    return this.blocks.unblock(blocker, blocked);
  }

  /** Who blocked whom between `from` and `to` (byA: `from` did). */
  between(from: string, to: string): Promise<BlocksBetween> {
    return this.blocks.between(from, to);
  }

  /** Neither blocked the other: for what is dropped quietly (a notification, a signal). */
  async canReach(from: string, to: string): Promise<boolean> {
    const blocks = await this.blocks.between(from, to);
    return !blocks.byA && !blocks.byB;
  }

  /** 403 when either blocked the other, telling `from` which of the two did. */
  async assertCanReach(from: string, to: string): Promise<void> {
    const refusal = blockedRefusal(await this.blocks.between(from, to));
    if (refusal) throw new ApiException(HttpStatus.FORBIDDEN, refusal);
  }
}

/** The text a refused `from` reads (null: no block), for the policy's 403 too. */
export const blockedRefusal = (blocks: BlocksBetween): string | null =>
  blocks.byA ? m.blockedByYou : blocks.byB ? m.blockedByThem : null;
