import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ListingsModule } from '../listings/listings.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { ContentReport } from './content-report.entity.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * /api/v1/reports and the staff's report queue. The conversations module files reports of messages
 * through ReportsService.
 */
@Module({
  imports: [
    entitiesOf(ContentReport),
    AuditModule,
    ListingsModule,
    RequirementsModule,
    ShopsModule,
    PolicyModule,
  ],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
  exports: [ReportsService],
})
export class ReportsModule {}
