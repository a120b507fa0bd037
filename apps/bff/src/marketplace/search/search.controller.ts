import { Controller, Get } from '@nestjs/common';
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
  @ApiOperation({ summary: 'Search published listings: words, filters, sort, facets' })
  @Answers(listingSearchAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.SERVICE_UNAVAILABLE)
  async listings(
    @ZodQuery(listingSearchQuerySchema) query: ListingSearchQuery,
  ): Promise<ListingSearchAnswer> {
    return answered(await this.search.searchListings(query), m.searchLoaded);
  }

  @Get('requirements/search')
  @ApiOperation({ summary: 'Search open requirements: words, filters, sort, facets' })
  @Answers(requirementSearchAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.SERVICE_UNAVAILABLE)
  async requirements(
    @ZodQuery(requirementSearchQuerySchema) query: RequirementSearchQuery,
  ): Promise<RequirementSearchAnswer> {
    return answered(await this.search.searchRequirements(query), m.searchLoaded);
  }

  @Get('search/suggest')
  @ApiOperation({ summary: 'Categories and listing titles matching what is typed' })
  @Answers(suggestAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async suggest(@ZodQuery(suggestQuerySchema) query: SuggestQuery): Promise<SuggestAnswer> {
    return answered(await this.search.suggest(query.q), m.suggestionsLoaded);
  }
}
