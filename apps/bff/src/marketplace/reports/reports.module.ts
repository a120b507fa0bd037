import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * /api/v1/reports and the staff's report queue (the entity is registered by the listings module with
 * the catalogue's). The conversations module files reports of messages through ReportsService.
 */
@Module({
  imports: [AuditModule, ListingsModule, RequirementsModule, ShopsModule, PolicyModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
  exports: [ReportsService],
})
export class ReportsModule {}
