import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  reviewQueueAnswerSchema,
  reviewQueueQuerySchema,
  type ReviewQueueAnswer,
  type ReviewQueueQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { ReviewQueueService } from './review-queue.service.js';
import { answered } from '../../platform/common/answer.js';

/** GET /api/v1/moderation/queue: staff only. */
@ApiTags('moderation')
@SignedInOnly()
@Controller('v1/moderation')
export class ReviewQueueController {
  constructor(private readonly reviews: ReviewQueueService) {}

  @Get('queue')
  @ApiOperation({ summary: 'Staff: posts waiting for review, oldest first (100 at most)' })
  @Answers(reviewQueueAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async queue(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(reviewQueueQuerySchema) query: ReviewQueueQuery,
  ): Promise<ReviewQueueAnswer> {
    return answered(await this.reviews.queue(caller, query), messages.catalogue.reviewQueueLoaded);
  }
}
