import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  sellerAnalyticsAnswerSchema,
  sellerAnalyticsQuerySchema,
  sellerAnalyticsRateLimits,
  sellerOverviewAnswerSchema,
  type SellerAnalyticsAnswer,
  type SellerAnalyticsQuery,
  type SellerOverviewAnswer,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { analyticsCsv } from './analytics-csv.js';
import { SellerAnalyticsService } from './seller-analytics.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.sellerAnalytics;

/** The dashboard's and the analytics page's reads, per account and minute. */
const analyticsReads: RateLimitPolicy = {
  rule: {
    name: 'seller:analytics:read',
    limit: sellerAnalyticsRateLimits.readsPerMinute,
    windowMs: 60_000,
  },
  per: 'user',
  message: m.tooManyReads,
  whenStoreDown: 'open',
};
/** CSV downloads, per account and minute: each one is a whole range written out. */
const analyticsExports: RateLimitPolicy = {
  rule: {
    name: 'seller:analytics:export',
    limit: sellerAnalyticsRateLimits.exportsPerMinute,
    windowMs: 60_000,
  },
  per: 'user',
  message: m.tooManyExports,
  whenStoreDown: 'open',
};

/** The seller area's figures (docs/product/seller-analytics.md): thin routes over the service. */
@ApiTags('seller analytics')
@SignedInOnly()
@Controller('v1/seller')
export class SellerAnalyticsController {
  constructor(private readonly analytics: SellerAnalyticsService) {}

  @Get('overview')
  @RateLimit(analyticsReads)
  @ApiOperation({
    summary: "The seller dashboard's cards: today, 7 and 30 days; response; to-do counts (sellers)",
    description: 'UTC days. Revenue is per currency: completed orders less refunds.',
  })
  @Answers(sellerOverviewAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async overview(@CurrentUser() caller: AccessTokenIdentity): Promise<SellerOverviewAnswer> {
    return answered(await this.analytics.overview(caller), m.overviewLoaded);
  }

  @Get('analytics')
  @RateLimit(analyticsReads)
  @ApiOperation({
    summary: 'Views, inquiries, orders and revenue by day, the funnel, top listings, categories',
    description:
      '`from` and `to` are UTC days (YYYY-MM-DD), both counted, at most 731 days apart and not after today; the last 30 days by default.',
  })
  @Answers(sellerAnalyticsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async range(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(sellerAnalyticsQuerySchema) query: SellerAnalyticsQuery,
  ): Promise<SellerAnalyticsAnswer> {
    return answered(await this.analytics.analytics(caller, query), m.analyticsLoaded);
  }

  @Get('analytics.csv')
  @RateLimit(analyticsExports)
  @ApiOperation({
    summary: 'The same range as CSV, one line per day (a download)',
    description:
      'Columns: date, views, inquiries, proposals, orders, then completed orders and revenue per currency sold in.',
  })
  @AnswersFile(['text/csv'])
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async csv(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(sellerAnalyticsQuerySchema) query: SellerAnalyticsQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const analytics = await this.analytics.analytics(caller, query);
    void reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${m.csvFileName(analytics.from, analytics.to)}"`,
      )
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('text/csv; charset=utf-8')
      .send(analyticsCsv(analytics));
  }
}
