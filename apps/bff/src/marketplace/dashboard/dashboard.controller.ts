import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  activityAnswerSchema,
  dashboardOverviewAnswerSchema,
  messages,
  pageQuerySchema,
  type ActivityAnswer,
  type DashboardOverviewAnswer,
  type PageQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.dashboard;

/** The signed-in user's dashboard reads: thin routes over DashboardService. */
@ApiTags('dashboard')
@SignedInOnly()
@Controller('v1/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('overview')
  @ApiOperation({
    summary: "The overview for the caller's persona",
    description:
      'Buyers: open requirements, saved listings, recent views. Sellers: listings by status, views per day this week, saves, listings expiring soon, and new requests in their categories.',
  })
  @Answers(dashboardOverviewAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async overview(@CurrentUser() caller: AccessTokenIdentity): Promise<DashboardOverviewAnswer> {
    return answered(await this.dashboard.overview(caller), m.overviewLoaded);
  }

  @Get('activity')
  @ApiOperation({ summary: "The caller's own timeline, newest first, a page at a time" })
  @Answers(activityAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async activity(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(pageQuerySchema) query: PageQuery,
  ): Promise<ActivityAnswer> {
    return answered(await this.dashboard.timeline(caller.userId, query), m.activity.loaded);
  }
}
