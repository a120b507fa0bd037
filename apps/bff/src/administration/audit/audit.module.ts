import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLog } from './audit-log.service.js';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';

/** The audit log: AuditLog for the modules that record actions, and the admin's read route. */
@Module({
  imports: [entitiesOf(AuditEntry), PolicyModule],
  controllers: [AuditController],
  providers: [AuditLog, AuditRepository],
  exports: [AuditLog],
})
export class AuditModule {}
