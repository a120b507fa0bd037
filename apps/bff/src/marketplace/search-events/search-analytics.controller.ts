import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  searchAnalyticsAnswerSchema,
  searchAnalyticsQuerySchema,
  type SearchAnalyticsAnswer,
  type SearchAnalyticsQuery,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../identity/auth/roles.guard.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { attachmentDisposition } from '../../platform/common/file-download.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { answered } from '../../platform/common/answer.js';
import { searchAnalyticsCsv } from './search-analytics-csv.js';
import { SearchAnalyticsService } from './search-analytics.service.js';

const m = messages.searchAnalytics;

/** Reads and downloads per admin and minute: each one sums up to a year of searches. */
const analyticsReads: RateLimitPolicy = {
  rule: { name: 'admin:search-analytics', limit: 60, windowMs: 60_000 },
  per: 'user',
  message: m.tooManyReads,
  whenStoreDown: 'open',
};

const rangeDescription =
  '`from` and `to` are UTC days (YYYY-MM-DD), both counted, at most 366 days apart; the last 30 days by default. `kind`: listing or requirement, both when left out.';

/**
 * Search analytics (docs/product/search-analytics.md): admins only, thin routes. Guarded like the
 * admin area's routes (its AdminOnly, which this wing may not import): the role in force on every
 * call, 401 for a visitor and 403 for any other role, before the query is read.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
@Controller('v1/admin/search')
export class SearchAnalyticsController {
  constructor(private readonly analytics: SearchAnalyticsService) {}

  @Get('analytics')
  @RateLimit(analyticsReads)
  @ApiOperation({
    summary:
      'Admin: searches, zero-result rate and click-through, top queries, queries that found nothing, click-through by position',
    description: rangeDescription,
  })
  @Answers(searchAnalyticsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async read(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(searchAnalyticsQuerySchema) query: SearchAnalyticsQuery,
  ): Promise<SearchAnalyticsAnswer> {
    return answered(await this.analytics.read(caller, query), m.analyticsLoaded);
  }

  @Get('analytics.csv')
  @RateLimit(analyticsReads)
  @ApiOperation({
    summary: 'Admin: the top queries and the queries that found nothing as CSV (a download)',
    description: `${rangeDescription} Queries a spreadsheet would run as formulas start with an apostrophe.`,
  })
  @AnswersFile(['text/csv'])
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async csv(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(searchAnalyticsQuerySchema) query: SearchAnalyticsQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const analytics = await this.analytics.read(caller, query);
    void reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        attachmentDisposition(m.csvFileName(analytics.from, analytics.to)),
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('text/csv; charset=utf-8')
      .send(searchAnalyticsCsv(analytics));
  }
}
