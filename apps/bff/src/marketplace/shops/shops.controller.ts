import { Controller, Get, HttpStatus, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  shopAnswerSchema,
  shopPageAnswerSchema,
  shopRequestSchema,
  shopsQuerySchema,
  type ShopAnswer,
  type ShopPageAnswer,
  type ShopRequest,
  type ShopsQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { ShopKey } from './shop-key.param.js';
import { ShopsService } from './shops.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.catalogue;
const shopEdits: RateLimitPolicy = {
  rule: { name: 'shops:save', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.api.tooManyRequests,
  whenStoreDown: 'open',
};

/** Shops (docs/product/marketplace.md): the seller's own, the stores list and one shop's page. */
@ApiTags('shops')
@Controller('v1/shops')
export class ShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Get('mine')
  @SignedInOnly()
  @ApiOperation({ summary: "The caller's shop (404 until they open one)" })
  @Answers(shopAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async mine(@CurrentUser() caller: AccessTokenIdentity): Promise<ShopAnswer> {
    return answered({ shop: await this.shops.mine(caller) }, m.shopLoaded);
  }

  @Put('mine')
  @RateLimit(shopEdits)
  @SignedInOnly()
  @ApiOperation({
    summary: "Open the caller's shop or save changes to it",
    description:
      'Sellers open or edit their shop; a verified buyer who opens one becomes a seller on the same account, and the answer carries the account as it is now.',
  })
  @Answers(shopAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.CONFLICT)
  async save(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(shopRequestSchema) request: ShopRequest,
  ): Promise<ShopAnswer> {
    return answered(await this.shops.saveMine(caller, request), m.shopSaved);
  }

  @Get()
  @ApiOperation({ summary: 'Explore Local Stores: shops by city or near a point, sorted' })
  @Answers(shopPageAnswerSchema)
  async list(@ZodQuery(shopsQuerySchema) query: ShopsQuery): Promise<ShopPageAnswer> {
    return answered(await this.shops.list(query), m.shopsLoaded);
  }

  @Get(':shop')
  @ApiOperation({ summary: 'One shop, by id or slug' })
  @Answers(shopAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async get(
    @ShopKey()
    key: string,
  ): Promise<ShopAnswer> {
    return answered({ shop: await this.shops.get(key) }, m.shopLoaded);
  }
}
