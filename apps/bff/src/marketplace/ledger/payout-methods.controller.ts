import { Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addPayoutMethodSchema,
  confirmPayoutMethodSchema,
  messages,
  payoutMethodAnswerSchema,
  payoutMethodsAnswerSchema,
  type AddPayoutMethod,
  type ConfirmPayoutMethod,
  type PayoutMethodAnswer,
  type PayoutMethodsAnswer,
} from '@matchbazaar/contracts';
import { z } from 'zod';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody } from '../../platform/common/zod-params.decorator.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';
import { payoutMethodWrites } from './money-limits.js';
import { PayoutMethodsService } from './payout-methods.service.js';

const m = messages.orders.payoutMethods;
const MethodId = () => FoundById(z.uuid(), m.notFound);

/** A seller's payout methods (docs/product/payouts.md): thin routes over PayoutMethodsService. */
@ApiTags('ledger')
@SignedInOnly()
@Controller('v1/payout-methods')
export class PayoutMethodsController {
  constructor(private readonly methods: PayoutMethodsService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's payout methods (never a full number) and when payouts resume",
  })
  @Answers(payoutMethodsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async list(@CurrentUser() caller: AccessTokenIdentity): Promise<PayoutMethodsAnswer> {
    return answered(await this.methods.list(caller), m.loaded);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(payoutMethodWrites)
  @ApiOperation({
    summary: 'Add a bank account or UPI ID in the seller’s own name; two deposits are sent to it',
    description:
      'The holder must be the account’s own name (initials allowed). Mails the seller; once they had a verified method, payouts wait 24 hours.',
  })
  @Answers(payoutMethodAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.CONFLICT,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async add(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(addPayoutMethodSchema) body: AddPayoutMethod,
  ): Promise<PayoutMethodAnswer> {
    const { message, ...data } = await this.methods.add(caller, body);
    return answered(data, message);
  }

  @Post(':id/deposits')
  @HttpCode(HttpStatus.OK)
  @RateLimit(payoutMethodWrites)
  @ApiOperation({ summary: 'Send the deposits again to a method whose deposits were not sent' })
  @Answers(payoutMethodAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
    HttpStatus.BAD_GATEWAY,
  )
  async resend(
    @CurrentUser() caller: AccessTokenIdentity,
    @MethodId() id: string,
  ): Promise<PayoutMethodAnswer> {
    const { method, message } = await this.methods.resend(caller, id);
    return answered({ method, heldUntil: (await this.methods.list(caller)).heldUntil }, message);
  }

  @Post(':id/confirmations')
  @HttpCode(HttpStatus.OK)
  @RateLimit(payoutMethodWrites)
  @ApiOperation({
    summary: 'Confirm the two deposits: the method is verified (3 wrong answers fail it)',
  })
  @Answers(payoutMethodAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async confirm(
    @CurrentUser() caller: AccessTokenIdentity,
    @MethodId() id: string,
    @ZodBody(confirmPayoutMethodSchema) body: ConfirmPayoutMethod,
  ): Promise<PayoutMethodAnswer> {
    const method = await this.methods.confirm(caller, id, body.amountsMinor);
    return answered({ method, heldUntil: (await this.methods.list(caller)).heldUntil }, m.verified);
  }

  @Post(':id/default')
  @HttpCode(HttpStatus.OK)
  @RateLimit(payoutMethodWrites)
  @ApiOperation({ summary: 'Make a verified method the default (mails; holds payouts 24 hours)' })
  @Answers(payoutMethodAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async makeDefault(
    @CurrentUser() caller: AccessTokenIdentity,
    @MethodId() id: string,
  ): Promise<PayoutMethodAnswer> {
    return answered(await this.methods.makeDefault(caller, id), m.defaultSet);
  }

  @Delete(':id')
  @RateLimit(payoutMethodWrites)
  @ApiOperation({ summary: 'Remove a payout method (mails the seller)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  async remove(@CurrentUser() caller: AccessTokenIdentity, @MethodId() id: string) {
    await this.methods.remove(caller, id);
    return done(m.removed);
  }
}
