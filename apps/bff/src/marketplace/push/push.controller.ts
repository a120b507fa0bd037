import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  pushDeviceAnswerSchema,
  pushDeviceIdSchema,
  pushDevicesAnswerSchema,
  pushDevicesQuerySchema,
  pushKeyAnswerSchema,
  pushSubscriptionRequestSchema,
  type PushDeviceAnswer,
  type PushDevicesAnswer,
  type PushDevicesQuery,
  type PushKeyAnswer,
  type PushSubscriptionRequest,
} from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';
import { PushService } from './push.service.js';

const m = messages.push;

/** Subscriptions and removals per account and hour: a browser subscribes a handful of times. */
const pushWrites: RateLimitPolicy = {
  rule: { name: 'push:write', limit: 120, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.api.tooManyRequests,
  whenStoreDown: 'open',
};

/** The signed-in user's Web Push devices (docs/product/push-notifications.md): thin routes. */
@ApiTags('push')
@SignedInOnly()
@Controller('v1/push')
export class PushController {
  constructor(private readonly service: PushService) {}

  @Get('key')
  @ApiOperation({ summary: 'The VAPID public key to subscribe with; null when push is off' })
  @Answers(pushKeyAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  key(): PushKeyAnswer {
    return answered(this.service.key(), m.keyLoaded);
  }

  @Post('subscriptions')
  @HttpCode(HttpStatus.OK)
  @RateLimit(pushWrites)
  @ApiOperation({
    summary:
      'Subscribe this browser to push (PushSubscription.toJSON()); the same endpoint again updates it',
  })
  @Answers(pushDeviceAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.CONFLICT, HttpStatus.TOO_MANY_REQUESTS)
  async subscribe(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(pushSubscriptionRequestSchema) subscription: PushSubscriptionRequest,
    @Req() request: FastifyRequest,
  ): Promise<PushDeviceAnswer> {
    const agent = request.headers['user-agent'];
    const device = await this.service.subscribe(
      caller,
      subscription,
      typeof agent === 'string' ? agent : undefined,
    );
    return answered(device, m.subscribed);
  }

  @Get('subscriptions')
  @ApiOperation({
    summary: "The caller's devices that receive push, newest first (`endpoint` marks this one)",
  })
  @Answers(pushDevicesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(pushDevicesQuerySchema) query: PushDevicesQuery,
  ): Promise<PushDevicesAnswer> {
    return answered({ items: await this.service.list(caller, query.endpoint) }, m.devicesLoaded);
  }

  @Delete('subscriptions/:id')
  @RateLimit(pushWrites)
  @ApiOperation({ summary: 'Stop pushing to one of your devices' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND, HttpStatus.TOO_MANY_REQUESTS)
  async remove(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(pushDeviceIdSchema, m.deviceNotFound) id: string,
  ) {
    await this.service.remove(caller, id);
    return done(m.unsubscribed);
  }
}
