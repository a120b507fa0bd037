import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { messages } from '@matchbazaar/contracts';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit } from '../../platform/common/body-limit.js';
import { toOpenApiSchema } from '../../platform/common/json-schema.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { ZodValidationPipe } from '../../platform/common/zod-validation.pipe.js';
import { OpenBeforeLaunch } from '../../platform/site/open-before-launch.decorator.js';
import { LinkToken } from './link-token.decorator.js';
import { ONE_CLICK_BODY_LIMIT_BYTES } from './one-click-form-parser.js';
import { signupSchema, type Signup } from './signup-request.js';
import { signupLimit, SubscriptionsService } from './subscriptions.service.js';
import {
  linkTokenRequestSchema,
  waitlistAnswerSchema,
  type LinkTokenRequest,
  type WaitlistAnswer,
} from './waitlist-api.js';
import { said } from '../../platform/common/answer.js';

const linkToken = new ZodValidationPipe(linkTokenRequestSchema);
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

/**
 * The launch waitlist (docs/product/launch-page.md and docs/product/api.md): open before launch,
 * like the launch page that calls it.
 */
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
  @Answers(waitlistAnswerSchema)
  @ApiErrors(HttpStatus.SERVICE_UNAVAILABLE)
  @RateLimit(signupLimit)
  async subscribe(@ZodBody(signupSchema) signup: Signup): Promise<WaitlistAnswer> {
    await this.subscriptions.subscribe(signup);
    return said(messages.subscription.success);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm a subscription with the token of its confirmation link' })
  @ApiQuery(tokenQuery)
  @ApiBody(tokenBody)
  @Answers(waitlistAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.CONFLICT)
  async confirm(@LinkToken(linkToken) { token }: LinkTokenRequest): Promise<WaitlistAnswer> {
    return said(await this.subscriptions.confirm(token));
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
  @Answers(waitlistAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  // A route's limit overrides its parser's: keep the one-click form's own.
  @BodyLimit(ONE_CLICK_BODY_LIMIT_BYTES)
  async unsubscribe(@LinkToken(linkToken) { token }: LinkTokenRequest): Promise<WaitlistAnswer> {
    return said(await this.subscriptions.unsubscribe(token));
  }
}
