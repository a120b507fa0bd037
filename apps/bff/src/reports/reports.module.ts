import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { PolicyModule } from '../policy/policy.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** /api/v1/reports (the entity is registered by the listings module with the catalogue's). */
@Module({
  imports: [AuditModule, ListingsModule, RequirementsModule, ShopsModule, PolicyModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
})
export class ReportsModule {}
