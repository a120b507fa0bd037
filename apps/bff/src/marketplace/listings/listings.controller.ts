import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  listingAnswerSchema,
  listingPageAnswerSchema,
  listingRequestSchema,
  listingStatusRequestSchema,
  messages,
  moderationRequestSchema,
  myListingsQuerySchema,
  pageQuerySchema,
  postIdSchema,
  type ListingAnswer,
  type ListingRequest,
  type ListingStatusRequest,
  type ModerationRequest,
  type MyListingsQuery,
  type PageQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { OptionalJwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { clientAddress } from '../../platform/common/client-address.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { postWrites } from '../moderation/post-write-limit.js';
import { ListingsService } from './listings.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.catalogue;
/** A path id that is not a uuid names no listing: 404 like a missing one. */
const ListingId = () => FoundById(postIdSchema, m.listingNotFound);

/** Sellers' listings (docs/product/marketplace.md): thin routes over ListingsService. */
@ApiTags('listings')
@Controller('v1/listings')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(postWrites)
  @SignedInOnly()
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: "Post a listing in the caller's shop (a draft, or submitted)" })
  @Answers(listingAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.CONFLICT)
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(listingRequestSchema) request: ListingRequest,
  ): Promise<ListingAnswer> {
    return answered({ listing: await this.listings.create(caller, request) }, m.listingSaved);
  }

  @Get('mine')
  @SignedInOnly()
  @ApiOperation({ summary: "The caller's listings in every status, newest first, with counts" })
  @Answers(listingPageAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async mine(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(myListingsQuerySchema) query: MyListingsQuery,
  ) {
    return answered(await this.listings.mine(caller, query), m.listingsLoaded);
  }

  @Get('seller/:id')
  @ApiOperation({ summary: "A shop's published listings (by shop id or its seller's id)" })
  @Answers(listingPageAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async ofSeller(
    @FoundById(postIdSchema, m.shopNotFound)
    id: string,
    @ZodQuery(pageQuerySchema) query: PageQuery,
  ) {
    return answered(await this.listings.ofShop(id, query), m.listingsLoaded);
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'One listing',
    description: 'Drafts, listings in review and rejected ones: only to their seller and staff.',
  })
  @Answers(listingAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async get(
    @OptionalUser() viewer: AccessTokenIdentity | null,
    @ListingId() id: string,
    @Req() request: FastifyRequest,
  ): Promise<ListingAnswer> {
    const agent = request.headers['user-agent'];
    return answered(
      {
        listing: await this.listings.get(viewer, id, {
          address: clientAddress(request),
          userAgent: typeof agent === 'string' ? agent : '',
        }),
      },
      m.listingLoaded,
    );
  }

  @Put(':id')
  @RateLimit(postWrites)
  @SignedInOnly()
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: 'Save changes to a listing (its seller only)' })
  @Answers(listingAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @ListingId() id: string,
    @ZodBody(listingRequestSchema) request: ListingRequest,
  ): Promise<ListingAnswer> {
    return answered({ listing: await this.listings.update(caller, id, request) }, m.listingSaved);
  }

  @Delete(':id')
  @SignedInOnly()
  @ApiOperation({ summary: 'Delete a draft (its seller only; others are closed instead)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async delete(@CurrentUser() caller: AccessTokenIdentity, @ListingId() id: string) {
    await this.listings.delete(caller, id);
    return done(m.listingDeleted);
  }

  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @RateLimit(postWrites)
  @SignedInOnly()
  @ApiOperation({ summary: "The seller's status changes: submit, pause, resume, close, renew" })
  @Answers(listingAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async changeStatus(
    @CurrentUser() caller: AccessTokenIdentity,
    @ListingId() id: string,
    @ZodBody(listingStatusRequestSchema) request: ListingStatusRequest,
  ): Promise<ListingAnswer> {
    return answered(
      { listing: await this.listings.changeStatus(caller, id, request.action) },
      m.statusChanged,
    );
  }

  @Post(':id/moderation')
  @HttpCode(HttpStatus.OK)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Staff: approve a listing in review, or reject or close one with a reason',
  })
  @Answers(listingAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async moderate(
    @CurrentUser() caller: AccessTokenIdentity,
    @ListingId() id: string,
    @ZodBody(moderationRequestSchema) request: ModerationRequest,
  ): Promise<ListingAnswer> {
    return answered(
      { listing: await this.listings.moderate(caller, id, request) },
      m.statusChanged,
    );
  }
}
