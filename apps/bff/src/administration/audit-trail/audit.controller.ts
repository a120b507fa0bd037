import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  auditPageAnswerSchema,
  auditQuerySchema,
  messages,
  type AuditPageAnswer,
  type AuditQuery,
} from '@matchbazaar/contracts';
import { AdminOnly } from '../admin/admin-only.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { answered } from '../../platform/common/answer.js';

/** GET /api/v1/admin/audit: admins only (docs/product/roles-and-access.md). */
@AdminOnly()
@Controller('v1/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @ApiOperation({ summary: 'Admin: the audit log, newest first, filtered, by keyset cursor' })
  @Answers(auditPageAnswerSchema)
  async page(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(auditQuerySchema) query: AuditQuery,
  ): Promise<AuditPageAnswer> {
    return answered(await this.audit.page(caller, query), messages.admin.auditLoaded);
  }
}
