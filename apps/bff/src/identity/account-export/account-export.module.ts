import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { AccountExport } from './account-export.entity.js';
import { AccountExportController } from './account-export.controller.js';
import { AccountExportRepository } from './account-export.repository.js';
import { AccountExportService } from './account-export.service.js';
import { AccountExportSweeper } from './account-export-sweeper.js';

/** "Download my data": /api/v1/users/me/export, the download link, and the sweep of old files. */
@Module({
  imports: [entitiesOf(AccountExport), QueuesModule, PolicyModule],
  controllers: [AccountExportController],
  providers: [AccountExportService, AccountExportRepository, AccountExportSweeper],
})
export class AccountExportModule {}
