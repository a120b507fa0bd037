import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addressAnswerSchema,
  addressesAnswerSchema,
  addressIdSchema,
  addressRequestSchema,
  messages,
  type AddressAnswer,
  type AddressesAnswer,
  type AddressRequest,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../auth/signed-in-only.decorator.js';
import { FoundById, ZodBody } from '../../platform/common/zod-params.decorator.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';
import { AddressesService } from './addresses.service.js';

const m = messages.checkout.addresses;
const AddressId = () => FoundById(addressIdSchema, m.notFound);

/** Adds, edits, default changes and removals, per account and hour. */
const addressWrites: RateLimitPolicy = {
  rule: { name: 'addresses:write', limit: 120, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.api.tooManyRequests,
  whenStoreDown: 'open',
};

/** The caller's delivery addresses (docs/product/orders.md, "Checkout"): thin routes. */
@ApiTags('account')
@SignedInOnly()
@Controller('v1/account/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved delivery addresses, the default first" })
  @Answers(addressesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async list(@CurrentUser() caller: AccessTokenIdentity): Promise<AddressesAnswer> {
    return answered(await this.addresses.list(caller), m.loaded);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(addressWrites)
  @ApiOperation({
    summary: 'Save a delivery address (India: PIN code and state; US: ZIP and state)',
    description: 'The first address is the default. 409 when the account keeps 10 already.',
  })
  @Answers(addressAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.CONFLICT,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async add(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(addressRequestSchema) body: AddressRequest,
  ): Promise<AddressAnswer> {
    return answered({ address: await this.addresses.add(caller, body) }, m.added);
  }

  @Put(':id')
  @RateLimit(addressWrites)
  @ApiOperation({
    summary: 'Change a saved address (orders keep the address they were placed with)',
  })
  @Answers(addressAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.NOT_FOUND,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @AddressId() id: string,
    @ZodBody(addressRequestSchema) body: AddressRequest,
  ): Promise<AddressAnswer> {
    return answered({ address: await this.addresses.update(caller, id, body) }, m.updated);
  }

  @Post(':id/default')
  @HttpCode(HttpStatus.OK)
  @RateLimit(addressWrites)
  @ApiOperation({ summary: 'Make a saved address the default' })
  @Answers(addressAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND, HttpStatus.TOO_MANY_REQUESTS)
  async makeDefault(
    @CurrentUser() caller: AccessTokenIdentity,
    @AddressId() id: string,
  ): Promise<AddressAnswer> {
    return answered({ address: await this.addresses.makeDefault(caller, id) }, m.defaultSet);
  }

  @Delete(':id')
  @RateLimit(addressWrites)
  @ApiOperation({ summary: 'Remove a saved address (the next oldest becomes the default)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND, HttpStatus.TOO_MANY_REQUESTS)
  async remove(@CurrentUser() caller: AccessTokenIdentity, @AddressId() id: string) {
    await this.addresses.remove(caller, id);
    return done(m.removed);
  }
}
