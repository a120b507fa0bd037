import { Module } from '@nestjs/common';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminOverviewRepository } from './admin-overview.repository.js';
import { AdminOverviewService } from './admin-overview.service.js';

/** /api/v1/admin/overview: the admin dashboard's figures. */
@Module({
  imports: [QueuesModule],
  controllers: [AdminOverviewController],
  providers: [AdminOverviewService, AdminOverviewRepository],
})
export class AdminOverviewModule {}
