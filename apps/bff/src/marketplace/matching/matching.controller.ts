import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  leadActionSchema,
  leadIdSchema,
  matchIdSchema,
  messages,
  postIdSchema,
  requirementMatchAnswerSchema,
  requirementMatchesAnswerSchema,
  sellerLeadAnswerSchema,
  sellerLeadsAnswerSchema,
  sellerLeadsQuerySchema,
  type LeadAction,
  type RequirementMatchAnswer,
  type RequirementMatchesAnswer,
  type SellerLeadAnswer,
  type SellerLeadsAnswer,
  type SellerLeadsQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { leadAnswers, matchInvites } from './matching-limits.js';
import { MatchingService } from './matching.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.matching;

const RequirementId = () => FoundById(postIdSchema, messages.catalogue.requirementNotFound);

/** Matches and leads (docs/product/matching.md): thin routes over the service. */
@ApiTags('matching')
@SignedInOnly()
@Controller('v1')
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Get('requirements/:id/matches')
  @ApiOperation({
    summary: "A requirement's best matched listings, with why each fits (its buyer, and staff)",
    description:
      '`sellersNotified`: sellers sent it as a lead; `matched`: false while the engine has not matched its latest text yet.',
  })
  @Answers(requirementMatchesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  async ofRequirement(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
  ): Promise<RequirementMatchesAnswer> {
    return answered(await this.matching.ofRequirement(caller, id), m.loaded);
  }

  @Post('requirements/:id/matches/:matchId/invite')
  @HttpCode(HttpStatus.OK)
  @RateLimit(matchInvites)
  @ApiOperation({
    summary: 'Send the requirement as a lead to a matched seller who was not sent it (its buyer)',
  })
  @Answers(requirementMatchAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async invite(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @FoundById(matchIdSchema, m.matchNotFound, 'matchId')
    matchId: string,
  ): Promise<RequirementMatchAnswer> {
    const match = await this.matching.invite(caller, id, matchId);
    return answered({ match }, m.invited);
  }

  @Get('seller/leads')
  @ApiOperation({
    summary: "The seller's leads: requirements the engine sent them, newest first (sellers)",
  })
  @Answers(sellerLeadsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async leads(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(sellerLeadsQuerySchema) query: SellerLeadsQuery,
  ): Promise<SellerLeadsAnswer> {
    return answered(await this.matching.leads(caller, query), m.leadsLoaded);
  }

  @Post('seller/leads/:id')
  @HttpCode(HttpStatus.OK)
  @RateLimit(leadAnswers)
  @ApiOperation({
    summary: "Mark a lead seen, or 'Not relevant' (dismiss: recorded, never sent again)",
  })
  @Answers(sellerLeadAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.NOT_FOUND,
    HttpStatus.TOO_MANY_REQUESTS,
  )
  async answerLead(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(leadIdSchema, m.leadNotFound)
    id: string,
    @ZodBody(leadActionSchema) request: LeadAction,
  ): Promise<SellerLeadAnswer> {
    const lead = await this.matching.answerLead(caller, id, request);
    return answered({ lead }, request.action === 'dismiss' ? m.leadDismissed : m.leadSeen);
  }
}
