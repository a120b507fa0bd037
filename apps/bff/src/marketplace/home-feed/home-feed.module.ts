import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { HomeFeedController } from './home-feed.controller.js';
import { HomeFeedService } from './home-feed.service.js';

/** GET /api/v1/listings (home's recent opportunities) and /api/v1/listings/categories. */
@Module({
  imports: [ListingsModule, RequirementsModule],
  controllers: [HomeFeedController],
  providers: [HomeFeedService],
})
export class HomeFeedModule {}
