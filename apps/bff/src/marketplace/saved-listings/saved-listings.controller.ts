import { Controller, Delete, Get, HttpStatus, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  pageQuerySchema,
  postIdSchema,
  recentViewsAnswerSchema,
  savedListingsAnswerSchema,
  type PageQuery,
  type RecentViewsAnswer,
  type SavedListingsAnswer,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { postWrites } from '../moderation/post-write-limit.js';
import { SavedListingsService } from './saved-listings.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.catalogue;

/** The signed-in user's saved listings and recent views: thin routes over SavedListingsService. */
@ApiTags('saved')
@SignedInOnly()
@Controller('v1')
export class SavedListingsController {
  constructor(private readonly service: SavedListingsService) {}

  @Put('saved-listings/:listingId')
  @RateLimit(postWrites)
  @ApiOperation({ summary: 'Save a live listing (saving again changes nothing)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND, HttpStatus.CONFLICT)
  async save(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.listingNotFound, 'listingId')
    listingId: string,
  ) {
    await this.service.save(caller.userId, listingId);
    return done(m.listingSavedToList);
  }

  @Delete('saved-listings/:listingId')
  @ApiOperation({
    summary: 'Remove a listing from the saved ones (removing again changes nothing)',
  })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async remove(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.listingNotFound, 'listingId')
    listingId: string,
  ) {
    await this.service.remove(caller.userId, listingId);
    return done(m.listingUnsaved);
  }

  @Get('saved-listings')
  @ApiOperation({ summary: 'Saved listings, newest first, with price drops marked' })
  @Answers(savedListingsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(pageQuerySchema) query: PageQuery,
  ): Promise<SavedListingsAnswer> {
    return answered(await this.service.list(caller.userId, query), m.savedLoaded);
  }

  @Get('recent-views')
  @ApiOperation({ summary: 'The last 50 listings the caller viewed, newest first' })
  @Answers(recentViewsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async recent(@CurrentUser() caller: AccessTokenIdentity): Promise<RecentViewsAnswer> {
    const items = await this.service.recentViews(caller.userId);
    return answered({ items }, m.recentLoaded);
  }

  @Delete('recent-views')
  @ApiOperation({ summary: "Clear the caller's recent views" })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async clearRecent(@CurrentUser() caller: AccessTokenIdentity) {
    await this.service.clearRecentViews(caller.userId);
    return done(m.recentCleared);
  }
}
