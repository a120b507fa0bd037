import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { AuditController } from './audit.controller.js';

/** The admins' read of the audit log; the log itself is platform/audit, which every wing writes. */
@Module({
  imports: [AuditModule, PolicyModule],
  controllers: [AuditController],
})
export class AuditTrailModule {}
