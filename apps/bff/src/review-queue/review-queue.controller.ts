import { Controller, Get, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  messages,
  reviewQueueAnswerSchema,
  reviewQueueQuerySchema,
  type ReviewQueueAnswer,
  type ReviewQueueQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../auth/access-token.service.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { ZodQuery } from '../common/zod-params.decorator.js';
import { ReviewQueueService } from './review-queue.service.js';

/** GET /api/v1/moderation/queue: staff only. */
@ApiTags('moderation')
@ApiBearerAuth()
@Controller('v1/moderation')
export class ReviewQueueController {
  constructor(private readonly reviews: ReviewQueueService) {}

  @Get('queue')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Staff: posts waiting for review, oldest first (100 at most)' })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(reviewQueueAnswerSchema) })
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async queue(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(reviewQueueQuerySchema) query: ReviewQueueQuery,
  ): Promise<ReviewQueueAnswer> {
    return {
      success: true,
      message: messages.catalogue.reviewQueueLoaded,
      data: await this.reviews.queue(caller, query),
    };
  }
}
