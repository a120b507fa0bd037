import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { PolicyModule } from '../policy/policy.module.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLog } from './audit-log.service.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The audit log: AuditLog for the modules that record actions. Admins read it through
 * administration/audit-trail.
 */
@Module({
  imports: [entitiesOf(AuditEntry), PolicyModule],
  providers: [AuditLog, AuditRepository],
  exports: [AuditLog],
})
export class AuditModule {}
