import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { messages, searchActionSchema, type SearchAction } from '@matchbazaar/contracts';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { done, doneAnswerSchema } from '../../platform/common/answer.js';
import { SearchEventsService } from './search-events.service.js';

/**
 * Reports per client and minute: a browsing buyer opens a result every few seconds at most; a
 * script filling the analytics with clicks is stopped.
 */
const actionReports: RateLimitPolicy = {
  rule: { name: 'search:actions', limit: 120, windowMs: 60_000 },
  per: 'client',
  message: messages.searchAnalytics.tooManyActions,
  whenStoreDown: 'open',
};

/** What was done with a search's results (docs/product/search-analytics.md): anyone reports. */
@ApiTags('search')
@Controller('v1/search')
export class SearchActionsController {
  constructor(private readonly events: SearchEventsService) {}

  @Post('actions')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(actionReports)
  @ApiOperation({
    summary: 'Report a result of a search opened, saved or asked about (signed in or not)',
    description:
      "`searchId` is the id the search answered with; `position` the result's place, 1-based. 202 whether it was stored or not: an unknown or expired search, or a repeat of the same action on the same result, stores nothing.",
  })
  @Answers(doneAnswerSchema, HttpStatus.ACCEPTED)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async report(@ZodBody(searchActionSchema) action: SearchAction) {
    await this.events.recordAction(action);
    return done(messages.searchAnalytics.actionRecorded);
  }
}
