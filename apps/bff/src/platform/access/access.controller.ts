import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accessVerifyRequestSchema,
  accessVerifyResponseSchema,
  messages,
  siteAccessCookie,
  type AccessVerifyRequest,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { clientAddress } from '../common/client-address.js';
import { RateLimitedException } from '../common/rate-limited.exception.js';
import { Answers } from '../common/route-decorators.js';
import { ZodBody } from '../common/zod-params.decorator.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { accessPassFor } from '../site/access-pass.js';
import { AccessGateService } from './access-gate.service.js';
import { OpenBeforeLaunch } from '../site/open-before-launch.decorator.js';

/**
 * Browsers keep a cookie at most 400 days; verification has no expiry of its own
 * (docs/product/access-gate.md).
 */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

@ApiTags('access')
@OpenBeforeLaunch()
@Controller('access')
export class AccessController {
  constructor(
    private readonly gate: AccessGateService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Check the pre-launch access code; on success set the signed access cookie',
  })
  @Answers(accessVerifyResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async verify(
    @ZodBody(accessVerifyRequestSchema) body: AccessVerifyRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true; verified: true }> {
    const result = await this.gate.verify(body.code, clientAddress(request));
    switch (result.outcome) {
      case 'accepted':
        reply.setCookie(siteAccessCookie, accessPassFor(body.code), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: this.config.NODE_ENV === 'production',
          path: '/',
          maxAge: COOKIE_MAX_AGE_SECONDS,
        });
        return { success: true, verified: true };
      case 'rejected':
        throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accessGate.firstWrong);
      case 'locked':
        throw new RateLimitedException(
          messages.accessGate.lockoutLine(result.retryAfterSeconds),
          result.retryAfterSeconds,
        );
    }
  }
}
