import { Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  balancesAnswerSchema,
  messages,
  payoutAnswerSchema,
  payoutRequestSchema,
  transactionsAnswerSchema,
  transactionsQuerySchema,
  type BalancesAnswer,
  type PayoutAnswer,
  type PayoutRequest,
  type TransactionsAnswer,
  type TransactionsQuery,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { sendDownload } from '../../platform/common/file-download.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { orderWrites } from './money-limits.js';
import { LedgerService } from './ledger.service.js';
import { transactionsCsv } from './transactions-csv.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.orders;
/** What the answer says of the payout, by what the provider said (pending: not yet). */
const payoutMessages = { paid: m.payoutPaid, pending: m.payoutPending, failed: m.payoutFailed };

/** Balances, transactions and payouts (docs/product/orders.md, "Escrow and the ledger"). */
@ApiTags('ledger')
@SignedInOnly()
@Controller('v1')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('balances')
  @ApiOperation({ summary: "The caller's seller balances: available, pending in escrow, paid out" })
  @Answers(balancesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async balances(@CurrentUser() caller: AccessTokenIdentity): Promise<BalancesAnswer> {
    return answered({ balances: await this.ledger.balances(caller.userId) }, m.balancesLoaded);
  }

  @Get('transactions')
  @ApiOperation({
    summary: "The caller's payments, refunds, sales, fees and payouts, newest first",
    description: 'Each line carries the running total of its currency after it.',
  })
  @Answers(transactionsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED)
  async transactions(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(transactionsQuerySchema) query: TransactionsQuery,
  ): Promise<TransactionsAnswer> {
    return answered(await this.ledger.statement(caller, query), m.transactionsLoaded);
  }

  @Get('transactions.csv')
  @ApiOperation({ summary: "The caller's transactions as CSV (newest first, up to 10,000 lines)" })
  @AnswersFile(['text/csv'])
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED)
  async transactionsCsv(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(transactionsQuerySchema) query: TransactionsQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { items } = await this.ledger.statement(caller, query, 10_000);
    sendDownload(reply, {
      bytes: Buffer.from(transactionsCsv(items), 'utf8'),
      name: `matchbazaar-transactions-${new Date().toISOString().slice(0, 10)}.csv`,
      mime: 'text/csv; charset=utf-8',
    });
  }

  @Post('payouts')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(orderWrites)
  @ApiOperation({
    summary: 'A seller pays out (part of) their available balance',
    description:
      'Send a fresh `idempotencyKey` per request: the same key again answers the first payout.',
  })
  @Answers(payoutAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.CONFLICT,
  )
  async payout(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(payoutRequestSchema) request: PayoutRequest,
  ): Promise<PayoutAnswer> {
    const data = await this.ledger.payout(caller, request);
    return answered(data, payoutMessages[data.payout.status]);
  }
}
