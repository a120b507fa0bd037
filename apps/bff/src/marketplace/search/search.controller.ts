import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  listingSearchAnswerSchema,
  listingSearchQuerySchema,
  messages,
  requirementSearchAnswerSchema,
  requirementSearchQuerySchema,
  suggestAnswerSchema,
  suggestQuerySchema,
  type ListingSearchAnswer,
  type ListingSearchQuery,
  type RequirementSearchAnswer,
  type RequirementSearchQuery,
  type SuggestAnswer,
  type SuggestQuery,
} from '@matchbazaar/contracts';
import { HttpStatus } from '@nestjs/common';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { OptionalJwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { SearchService } from './search.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.catalogue;

/**
 * Catalogue search (docs/product/marketplace.md): public like the catalogue it reads. Static
 * paths, so `listings/search` is never taken for a listing id.
 */
@ApiTags('search')
@Controller('v1')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('listings/search')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Search published listings: words, filters, sort, facets' })
  @Answers(listingSearchAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.SERVICE_UNAVAILABLE)
  async listings(
    @OptionalUser() caller: AccessTokenIdentity | null,
    @ZodQuery(listingSearchQuerySchema) query: ListingSearchQuery,
  ): Promise<ListingSearchAnswer> {
    return answered(
      await this.search.searchListings(query, caller?.userId ?? null),
      m.searchLoaded,
    );
  }

  @Get('requirements/search')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Search open requirements: words, filters, sort, facets' })
  @Answers(requirementSearchAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.SERVICE_UNAVAILABLE)
  async requirements(
    @OptionalUser() caller: AccessTokenIdentity | null,
    @ZodQuery(requirementSearchQuerySchema) query: RequirementSearchQuery,
  ): Promise<RequirementSearchAnswer> {
    return answered(
      await this.search.searchRequirements(query, caller?.userId ?? null),
      m.searchLoaded,
    );
  }

  @Get('search/suggest')
  @ApiOperation({ summary: 'Categories and listing titles matching what is typed' })
  @Answers(suggestAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async suggest(@ZodQuery(suggestQuerySchema) query: SuggestQuery): Promise<SuggestAnswer> {
    return answered(await this.search.suggest(query.q), m.suggestionsLoaded);
  }
}
