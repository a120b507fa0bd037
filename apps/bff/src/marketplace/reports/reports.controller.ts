import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  postIdSchema,
  reportAnswerSchema,
  reportDecisionSchema,
  reportQueueAnswerSchema,
  reportQueueQuerySchema,
  reportRequestSchema,
  type ReportAnswer,
  type ReportDecision,
  type ReportQueueAnswer,
  type ReportQueueQuery,
  type ReportRequest,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { ReportsService } from './reports.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.catalogue;

const reportsFiled: RateLimitPolicy = {
  rule: { name: 'reports:file', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.tooManyReports,
  whenStoreDown: 'open',
};

/** Reports of listings, requirements and shops: filed by anyone signed in, read by staff. */
@ApiTags('reports')
@SignedInOnly()
@Controller('v1/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(reportsFiled)
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: 'Report a listing, requirement or shop to the moderators' })
  @Answers(reportAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async file(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(reportRequestSchema) body: ReportRequest,
  ): Promise<ReportAnswer> {
    const report = await this.reports.file(caller, body);
    return answered({ report }, m.reportReceived);
  }

  @Post(':id/decision')
  @HttpCode(HttpStatus.OK)
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: 'Staff: close a report as resolved or dismissed' })
  @Answers(reportAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async decide(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.reportNotFound)
    id: string,
    @ZodBody(reportDecisionSchema) body: ReportDecision,
  ): Promise<ReportAnswer> {
    const report = await this.reports.decide(caller, id, body);
    return answered({ report }, m.reportDecided);
  }

  @Get()
  @ApiOperation({ summary: 'Staff: the reports queue, oldest first' })
  @Answers(reportQueueAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async queue(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(reportQueueQuerySchema) query: ReportQueueQuery,
  ): Promise<ReportQueueAnswer> {
    const reports = await this.reports.queue(caller, query);
    return answered({ reports }, m.reportsLoaded);
  }
}
