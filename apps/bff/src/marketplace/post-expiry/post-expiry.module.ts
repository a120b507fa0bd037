import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { PostExpirySweeper } from './post-expiry-sweeper.js';

/** Expires listings and requirements past their lifetime. */
@Module({
  imports: [ListingsModule, RequirementsModule],
  providers: [PostExpirySweeper],
})
export class PostExpiryModule {}
