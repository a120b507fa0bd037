import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { Reachability } from './reachability.js';
import { UserBlock } from './user-block.entity.js';
import { UserBlocksRepository } from './user-blocks.repository.js';

/**
 * Blocks between users and the one check every path from one user to another calls
 * (Reachability): conversations, proposals, orders and matching import it.
 */
@Module({
  imports: [entitiesOf(UserBlock)],
  providers: [UserBlocksRepository, Reachability],
  exports: [UserBlocksRepository, Reachability],
})
export class BlocksModule {}
