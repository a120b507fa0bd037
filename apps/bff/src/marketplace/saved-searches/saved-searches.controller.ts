import { Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createSavedSearchSchema,
  messages,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  savedSearchIdSchema,
  updateSavedSearchSchema,
  type CreateSavedSearch,
  type SavedSearchAnswer,
  type SavedSearchesAnswer,
  type UpdateSavedSearch,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody } from '../../platform/common/zod-params.decorator.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.savedSearches;

/** Saves, renames, alert changes and deletions, per account and hour. */
const savedSearchWrites: RateLimitPolicy = {
  rule: { name: 'saved-searches:write', limit: 300, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.api.tooManyRequests,
  whenStoreDown: 'open',
};

const SavedSearchId = () => FoundById(savedSearchIdSchema, m.notFound);

/** The caller's saved searches (docs/product/matching.md, "Saved searches"): thin routes. */
@ApiTags('saved')
@SignedInOnly()
@Controller('v1/saved-searches')
export class SavedSearchesController {
  constructor(private readonly service: SavedSearchesService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's saved searches, newest first, each with its new matching listings",
  })
  @Answers(savedSearchesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async list(@CurrentUser() caller: AccessTokenIdentity): Promise<SavedSearchesAnswer> {
    return answered(await this.service.list(caller), m.loaded);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(savedSearchWrites)
  @ApiOperation({
    summary: 'Save a listing search (its filters as GET /listings/search takes them) with alerts',
    description:
      '`query`: the search parameters (q, group, subgroup, category, minPrice, maxPrice, currency, condition, deals, city, near, radiusKm, shop); sort, cursor and limit are not kept. 409 when the same search is saved already or 25 are.',
  })
  @Answers(savedSearchAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.CONFLICT, HttpStatus.TOO_MANY_REQUESTS)
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(createSavedSearchSchema) request: CreateSavedSearch,
  ): Promise<SavedSearchAnswer> {
    const savedSearch = await this.service.create(caller, request);
    return answered({ savedSearch }, savedSearch.alert === 'off' ? m.savedQuietly : m.saved);
  }

  @Patch(':id')
  @RateLimit(savedSearchWrites)
  @ApiOperation({ summary: 'Rename a saved search or change its alerts' })
  @Answers(savedSearchAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @SavedSearchId() id: string,
    @ZodBody(updateSavedSearchSchema) change: UpdateSavedSearch,
  ): Promise<SavedSearchAnswer> {
    const savedSearch = await this.service.update(caller, id, change);
    return answered({ savedSearch }, m.updated);
  }

  @Delete(':id')
  @RateLimit(savedSearchWrites)
  @ApiOperation({ summary: 'Delete a saved search and its alerts' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async remove(@CurrentUser() caller: AccessTokenIdentity, @SavedSearchId() id: string) {
    await this.service.remove(caller, id);
    return done(m.deleted);
  }

  @Post(':id/seen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Mark a saved search's matches seen (its owner opened its results): none is new",
  })
  @Answers(savedSearchAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async seen(
    @CurrentUser() caller: AccessTokenIdentity,
    @SavedSearchId() id: string,
  ): Promise<SavedSearchAnswer> {
    const savedSearch = await this.service.markSeen(caller, id);
    return answered({ savedSearch }, m.seenMarked);
  }
}
