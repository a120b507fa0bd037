import { Controller, Get, HttpCode, HttpStatus, Post, applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  orderIdSchema,
  orderReviewsAnswerSchema,
  postIdSchema,
  reportedReviewAnswerSchema,
  reportedReviewsAnswerSchema,
  reviewAnswerSchema,
  reviewIdSchema,
  reviewReasonRequestSchema,
  reviewReplyRequestSchema,
  reviewReportedAnswerSchema,
  reviewReportsQuerySchema,
  reviewRequestSchema,
  reviewsPageAnswerSchema,
  reviewsQuerySchema,
  type OrderReviewsAnswer,
  type ReportedReviewAnswer,
  type ReportedReviewsAnswer,
  type ReviewAnswer,
  type ReviewReasonRequest,
  type ReviewReplyRequest,
  type ReviewReportedAnswer,
  type ReviewReportsQuery,
  type ReviewRequest,
  type ReviewsPageAnswer,
  type ReviewsQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, formBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { ShopKey } from '../shops/shop-key.param.js';
import { ReviewsService } from './reviews.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.reviews;

/** Reviews, replies: per account and minute (one each per order; a burst is a script). */
const reviewWrites: RateLimitPolicy = {
  rule: { name: 'reviews:write', limit: 20, windowMs: 60_000 },
  per: 'user',
  message: m.tooManyWrites,
  whenStoreDown: 'open',
};
/** Reports of reviews, per account and hour. */
const reviewReports: RateLimitPolicy = {
  rule: { name: 'reviews:report', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.tooManyReports,
  whenStoreDown: 'open',
};

/** A path id that is not a uuid names nothing: 404 like a missing one. */
const ReviewId = () => FoundById(reviewIdSchema, m.notFound);
const OrderId = () => FoundById(orderIdSchema, m.orderNotFound);

/** A moderator's step on a reported review: signed in (the service checks the role), 200. */
const StaffStep = (summary: string) =>
  applyDecorators(
    HttpCode(HttpStatus.OK),
    SignedInOnly(),
    ApiOperation({ summary }),
    Answers(reportedReviewAnswerSchema),
    ApiErrors(
      HttpStatus.BAD_REQUEST,
      HttpStatus.UNAUTHORIZED,
      HttpStatus.FORBIDDEN,
      HttpStatus.NOT_FOUND,
      HttpStatus.CONFLICT,
    ),
  );

/** Reviews after an order (docs/product/reviews.md): thin routes over the service. */
@ApiTags('reviews')
@Controller('v1')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('orders/:id/reviews')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(reviewWrites)
  @BodyLimit(formBodyLimitBytes)
  @SignedInOnly()
  @ApiOperation({
    summary: "Review the other side of a completed order (the caller's side is derived)",
    description:
      'Once per side, within 14 days of completion. Blind: the other side and the public read it once both have written or the window ended. Answers the order’s reviews as the caller sees them.',
  })
  @Answers(orderReviewsAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async write(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(reviewRequestSchema) request: ReviewRequest,
  ): Promise<OrderReviewsAnswer> {
    return answered(await this.reviews.write(caller, id, request), m.written);
  }

  @Get('orders/:id/reviews')
  @SignedInOnly()
  @ApiOperation({
    summary: "An order's reviews for one of its parties",
    description:
      'Their own review, the other side’s once published, whether each may still write and when the window ends.',
  })
  @Answers(orderReviewsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  async ofOrder(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
  ): Promise<OrderReviewsAnswer> {
    return answered(await this.reviews.ofOrder(caller, id), m.loaded);
  }

  @Post('reviews/:id/reply')
  @HttpCode(HttpStatus.OK)
  @RateLimit(reviewWrites)
  @BodyLimit(formBodyLimitBytes)
  @SignedInOnly()
  @ApiOperation({ summary: 'The reviewed party replies in public, once, once it is published' })
  @Answers(reviewAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async reply(
    @CurrentUser() caller: AccessTokenIdentity,
    @ReviewId() id: string,
    @ZodBody(reviewReplyRequestSchema) request: ReviewReplyRequest,
  ): Promise<ReviewAnswer> {
    const review = await this.reviews.reply(caller, id, request.body);
    return answered({ review }, m.replied);
  }

  @Post('reviews/:id/report')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(reviewReports)
  @BodyLimit(formBodyLimitBytes)
  @SignedInOnly()
  @ApiOperation({ summary: 'Report a published review to the moderators (once per account)' })
  @Answers(reviewReportedAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async report(
    @CurrentUser() caller: AccessTokenIdentity,
    @ReviewId() id: string,
    @ZodBody(reviewReasonRequestSchema) request: ReviewReasonRequest,
  ): Promise<ReviewReportedAnswer> {
    await this.reviews.report(caller, id, request.reason);
    return answered({ reported: true }, m.reported);
  }

  @Get('shops/:shop/reviews')
  @ApiOperation({
    summary: "A shop's reviews by buyers: published, visible, newest first, with the summary",
  })
  @Answers(reviewsPageAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async ofShop(
    @ShopKey() key: string,
    @ZodQuery(reviewsQuerySchema) query: ReviewsQuery,
  ): Promise<ReviewsPageAnswer> {
    return answered(await this.reviews.ofShop(key, query), m.loaded);
  }

  @Get('listings/:id/reviews')
  @ApiOperation({
    summary: "A listing's reviews by buyers: published, visible, newest first, with the summary",
  })
  @Answers(reviewsPageAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  async ofListing(
    @FoundById(postIdSchema, messages.catalogue.listingNotFound)
    id: string,
    @ZodQuery(reviewsQuerySchema) query: ReviewsQuery,
  ): Promise<ReviewsPageAnswer> {
    return answered(await this.reviews.ofListing(id, query), m.loaded);
  }

  @Get('admin/reviews/reports')
  @SignedInOnly()
  @ApiOperation({ summary: 'Staff: reported reviews, most recently reported first' })
  @Answers(reportedReviewsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async reported(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(reviewReportsQuerySchema) query: ReviewReportsQuery,
  ): Promise<ReportedReviewsAnswer> {
    const items = await this.reviews.reported(caller, query);
    return answered({ items }, m.reportsLoaded);
  }

  @Post('admin/reviews/:id/hide')
  @StaffStep('Staff: hide a review with a reason (its reports close; the ratings are recomputed)')
  async hide(
    @CurrentUser() caller: AccessTokenIdentity,
    @ReviewId() id: string,
    @ZodBody(reviewReasonRequestSchema) request: ReviewReasonRequest,
  ): Promise<ReportedReviewAnswer> {
    const item = await this.reviews.hide(caller, id, request.reason);
    return answered({ item }, m.hidden);
  }

  @Post('admin/reviews/:id/unhide')
  @StaffStep('Staff: show a hidden review again (the ratings are recomputed)')
  async unhide(
    @CurrentUser() caller: AccessTokenIdentity,
    @ReviewId() id: string,
  ): Promise<ReportedReviewAnswer> {
    const item = await this.reviews.unhide(caller, id);
    return answered({ item }, m.unhidden);
  }

  @Post('admin/reviews/:id/dismiss')
  @StaffStep('Staff: keep a reported review; its open reports close')
  async dismiss(
    @CurrentUser() caller: AccessTokenIdentity,
    @ReviewId() id: string,
  ): Promise<ReportedReviewAnswer> {
    const item = await this.reviews.dismiss(caller, id);
    return answered({ item }, m.reportsDismissed);
  }
}
