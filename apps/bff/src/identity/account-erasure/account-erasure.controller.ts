import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  deleteAccountRequestSchema,
  messageResponseSchema,
  messages,
  type DeleteAccountRequest,
  type MessageResponse,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { AuthCookies } from '../auth/auth-cookies.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../auth/signed-in-only.decorator.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { AccountErasureService } from './account-erasure.service.js';
import { said } from '../../platform/common/answer.js';

/** "Delete my account" (docs/product/accounts.md): the signed-in owner, with their password. */
@ApiTags('account')
@SignedInOnly()
@Controller('v1/users/me')
export class AccountErasureController {
  constructor(
    private readonly erasure: AccountErasureService,
    private readonly cookies: AuthCookies,
  ) {}

  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Delete my account: erases personal data, closes posts, ends every session',
    description:
      'The password confirms it (400 when wrong; guesses count like sign-in attempts, 429 beyond). 409 for the last admin.',
  })
  @Answers(messageResponseSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.CONFLICT,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async deleteMine(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(deleteAccountRequestSchema) body: DeleteAccountRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.erasure.deleteOwn(caller, body.password);
    this.cookies.clear(reply);
    return said(messages.accountData.accountDeleted);
  }
}
