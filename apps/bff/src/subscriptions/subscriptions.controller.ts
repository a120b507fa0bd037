import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { apiErrorSchema, messages, subscriptionRequestSchema } from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { OpenBeforeLaunch } from '../site/open-before-launch.decorator.js';
import { CatalogueValidationPipe } from '../common/catalogue-validation.pipe.js';
import { LinkToken } from './link-token.decorator.js';
import { signupSchema, type Signup } from './signup-request.js';
import { SubscriptionsService } from './subscriptions.service.js';
import {
  linkTokenRequestSchema,
  signupLimitedSchema,
  waitlistAnswerSchema,
  type LinkTokenRequest,
  type WaitlistAnswer,
} from './waitlist-api.js';

const answer = (message: string): WaitlistAnswer => ({ success: true, message });
const linkToken = new CatalogueValidationPipe(linkTokenRequestSchema, ['token']);
const ok = { status: HttpStatus.OK, schema: toOpenApiSchema(waitlistAnswerSchema) };
const badRequest = { status: HttpStatus.BAD_REQUEST, schema: toOpenApiSchema(apiErrorSchema) };
const tokenQuery = {
  name: 'token',
  required: false,
  description: 'The signed token of the link (else `token` in a JSON body)',
  schema: { type: 'string' as const },
};
const tokenBody = {
  required: false,
  schema: toOpenApiSchema(linkTokenRequestSchema, 'input'),
};

/** The launch waitlist (SPEC.md 3 and 7): open before launch, like the launch page that calls it. */
@ApiTags('waitlist')
@OpenBeforeLaunch()
@Controller('subscribers')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Join the launch waitlist (double opt-in: a confirmation is sent by email or SMS)',
    description:
      'The same answer whether the address is new or already known. At most one confirmation per address per 24 hours.',
  })
  @ApiBody({ schema: toOpenApiSchema(subscriptionRequestSchema, 'input') })
  @ApiResponse(ok)
  @ApiResponse(badRequest)
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    schema: toOpenApiSchema(signupLimitedSchema),
  })
  @ApiResponse({ status: HttpStatus.SERVICE_UNAVAILABLE, schema: toOpenApiSchema(apiErrorSchema) })
  async subscribe(
    @Body(new CatalogueValidationPipe(signupSchema, ['email', 'phone'])) signup: Signup,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WaitlistAnswer> {
    const result = await this.subscriptions.subscribe(signup, request.ip);
    if (result.outcome === 'limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new SignupLimitedException(result.retryAfterSeconds);
    }
    return answer(messages.subscription.success);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm a subscription with the token of its confirmation link' })
  @ApiQuery(tokenQuery)
  @ApiBody(tokenBody)
  @ApiResponse(ok)
  @ApiResponse(badRequest)
  @ApiResponse({ status: HttpStatus.CONFLICT, schema: toOpenApiSchema(apiErrorSchema) })
  async confirm(@LinkToken(linkToken) { token }: LinkTokenRequest): Promise<WaitlistAnswer> {
    return answer(await this.subscriptions.confirm(token));
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Unsubscribe with the token of an unsubscribe link',
    description:
      'Also the RFC 8058 one-click target of the List-Unsubscribe header: mail clients POST `List-Unsubscribe=One-Click` as a form, with the token in the query string.',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiQuery(tokenQuery)
  @ApiBody(tokenBody)
  @ApiResponse(ok)
  @ApiResponse(badRequest)
  async unsubscribe(@LinkToken(linkToken) { token }: LinkTokenRequest): Promise<WaitlistAnswer> {
    return answer(await this.subscriptions.unsubscribe(token));
  }
}

/** 429 carrying the seconds until the client's window ends, in the body and in Retry-After. */
class SignupLimitedException extends ApiException {
  constructor(retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, messages.waitlist.tooManySignups);
    Object.assign(this.body, { retryAfterSeconds });
  }
}
