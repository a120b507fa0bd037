import { Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accountDataLimits,
  dataExportTokenSchema,
  messageResponseSchema,
  messages,
  type MessageResponse,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import {
  queueDown,
  RateLimit,
  type RateLimitPolicy,
} from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../auth/signed-in-only.decorator.js';
import { FoundById } from '../../platform/common/zod-params.decorator.js';
import { AccountExportService } from './account-export.service.js';
import { said } from '../../platform/common/answer.js';

const m = messages.accountData;

/** docs/product/constants.md: one export an hour per account. */
const exportsRequested: RateLimitPolicy = {
  rule: {
    name: 'account:export',
    limit: accountDataLimits.exportsPerWindow,
    windowMs: accountDataLimits.exportWindowMs,
  },
  per: 'user',
  message: m.exportTooSoon,
  whenStoreDown: queueDown,
};

/** "Download my data" (docs/product/accounts.md): the request, and the mailed link's download. */
@ApiTags('account')
@Controller('v1')
export class AccountExportController {
  constructor(private readonly exports: AccountExportService) {}

  @Post('users/me/export')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(exportsRequested)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Download my data: prepares a JSON file of everything the account holds',
    description:
      'A job gathers the file and mails a download link that works for 24 hours. One request an hour per account (429 beyond).',
  })
  @Answers(messageResponseSchema, HttpStatus.ACCEPTED)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.SERVICE_UNAVAILABLE)
  async request(@CurrentUser() caller: AccessTokenIdentity): Promise<MessageResponse> {
    await this.exports.request(caller);
    return said(m.exportRequested);
  }

  @Get('data-exports/:token')
  @ApiOperation({
    summary: "A data export's file, by the token of its mailed link (no sign-in needed)",
  })
  @AnswersFile(['application/json'])
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.GONE)
  async download(
    @FoundById(dataExportTokenSchema, m.downloadNotFound, 'token')
    token: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.exports.download(token);
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="matchbazaar-data-${file.madeOn}.json"`)
      // The bytes are data, never a page: nothing in them may run.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('application/json; charset=utf-8')
      .send(file.bytes);
  }
}
