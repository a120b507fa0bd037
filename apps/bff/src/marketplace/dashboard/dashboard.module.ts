import { Module } from '@nestjs/common';
import { ActivityModule } from '../../identity/activity/activity.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { SavedListingsModule } from '../saved-listings/saved-listings.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** /api/v1/dashboard: the overview and the activity timeline. */
@Module({
  imports: [ActivityModule, ListingsModule, RequirementsModule, SavedListingsModule, ShopsModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardRepository],
})
export class DashboardModule {}
