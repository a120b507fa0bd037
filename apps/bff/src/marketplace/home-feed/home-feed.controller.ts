import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  categoriesResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  messages,
  type FeedQuery,
  type FeedResponse,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPreparedJson } from '../../platform/common/prepared-json.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { HomeFeedService } from './home-feed.service.js';
import { answered } from '../../platform/common/answer.js';

/**
 * The home feed and the category tree (docs/product/api.md), behind the pre-launch wall like the site that calls
 * it.
 */
@ApiTags('listings')
@Controller('v1/listings')
export class HomeFeedController {
  constructor(private readonly feed: HomeFeedService) {}

  @Get('categories')
  @ApiOperation({
    summary:
      'The category taxonomy: 15 groups, their subgroups and categories, and where icons are',
  })
  @Answers(categoriesResponseSchema)
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag given in If-None-Match' })
  categories(@Req() request: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    // The taxonomy is code: it changes only with a deploy, so browsers may keep it a while.
    // Private: it is behind the pre-launch wall, so shared caches must not hand it out.
    return sendPreparedJson(request, reply, this.feed.categories(), 'private, max-age=3600');
  }

  @Get()
  @ApiOperation({ summary: 'Listings, newest first, of one type or both' })
  @Answers(feedResponseSchema)
  async list(
    // A bad type or limit answers with its own catalogue text as the 400's message.
    @ZodQuery(feedQuerySchema) query: FeedQuery,
  ): Promise<FeedResponse> {
    const listings = await this.feed.list(query);
    return answered({ listings }, messages.listings.loaded);
  }
}
