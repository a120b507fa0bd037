import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  counterAnswerRequestSchema,
  counterOfferRequestSchema,
  messages,
  myProposalsAnswerSchema,
  myProposalsQuerySchema,
  postIdSchema,
  proposalAcceptRequestSchema,
  proposalAnswerSchema,
  proposalDeclineRequestSchema,
  proposalDocumentIdSchema,
  proposalDocumentRules,
  proposalDocumentUploadAnswerSchema,
  proposalIdSchema,
  proposalRequestSchema,
  requirementProposalsAnswerSchema,
  type CounterAnswerRequest,
  type CounterOfferRequest,
  type MyProposalsAnswer,
  type MyProposalsQuery,
  type ProposalAcceptRequest,
  type ProposalAnswer,
  type ProposalDeclineRequest,
  type ProposalDocumentUploadAnswer,
  type ProposalRequest,
  type RequirementProposalsAnswer,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { OptionalJwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { sendDownload } from '../../platform/common/file-download.js';
import {
  ApiFileUpload,
  fileReader,
  type FilePartRules,
} from '../../platform/common/multipart-file.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { documentUploads, proposalSubmissions, proposalWrites } from './proposal-limits.js';
import { ProposalsService } from './proposals.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.proposals;

/** A path id that is not a uuid names nothing: 404 like a missing one. */
const ProposalId = () => FoundById(proposalIdSchema, m.notFound);
const RequirementId = () => FoundById(postIdSchema, messages.catalogue.requirementNotFound);

const documentPart: FilePartRules = {
  field: proposalDocumentRules.field,
  maxBytes: proposalDocumentRules.maxBytes,
  messages: {
    required: m.documentRequired,
    tooLarge: m.documentTooLarge,
    notMultipart: m.documentNotMultipart,
  },
};

/** One negotiation step: signed in, rate-limited per account, answers the stored proposal. */
const StepRoute = (summary: string) =>
  applyDecorators(
    HttpCode(HttpStatus.OK),
    // Signed in first, then counted: applyDecorators runs in order, so the limit is per account.
    SignedInOnly(),
    RateLimit(proposalWrites),
    ApiOperation({ summary }),
    Answers(proposalAnswerSchema),
    ApiErrors(
      HttpStatus.UNAUTHORIZED,
      HttpStatus.FORBIDDEN,
      HttpStatus.NOT_FOUND,
      HttpStatus.CONFLICT,
    ),
  );

/** Proposals on requirements (docs/product/live-marketplace.md): thin routes over the service. */
@ApiTags('proposals')
@Controller('v1')
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Post('requirements/:id/proposals')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(proposalSubmissions)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Send a proposal on an open requirement (a seller with a shop, one active each)',
  })
  @Answers(proposalAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async submit(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @ZodBody(proposalRequestSchema) request: ProposalRequest,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.submit(caller, id, request) }, m.submitted);
  }

  @Post('requirements/:id/proposal-documents')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(documentUploads)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Upload a PDF (a quotation, a spec sheet) for a proposal on the requirement',
    description: `For a seller who may propose on it now. Multipart field \`${proposalDocumentRules.field}\`: a PDF (checked by its bytes, never the name), at most ${proposalDocumentRules.maxBytes} bytes, within the account's storage quota. Attach it by naming its id in the proposal's \`documentIds\` (sending or updating it); an upload no proposal takes within a day is deleted.`,
  })
  @ApiFileUpload(proposalDocumentRules)
  @Answers(proposalDocumentUploadAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
    HttpStatus.PAYLOAD_TOO_LARGE,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  )
  async uploadDocument(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @Req() request: FastifyRequest,
  ): Promise<ProposalDocumentUploadAnswer> {
    const document = await this.proposals.uploadDocument(
      caller,
      id,
      fileReader(request, documentPart),
    );
    return answered({ document }, m.documentUploaded);
  }

  @Get('proposals/:id/documents/:documentId')
  @SignedInOnly()
  @ApiOperation({
    summary: "A proposal's PDF document, as a download (whoever may read the proposal)",
  })
  @AnswersFile([proposalDocumentRules.mime])
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async document(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @FoundById(proposalDocumentIdSchema, m.documentNotFound, 'documentId')
    documentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendDownload(reply, await this.proposals.document(caller, id, documentId));
  }

  @Get('requirements/:id/proposals')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: "A requirement's proposals: its buyer sees all, a seller their own",
    description: 'Also the cap (taken and limit) and whether the caller may send one, and why not.',
  })
  @Answers(requirementProposalsAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async ofRequirement(
    @OptionalUser() viewer: AccessTokenIdentity | null,
    @RequirementId() id: string,
  ): Promise<RequirementProposalsAnswer> {
    return answered(await this.proposals.ofRequirement(viewer, id), m.loaded);
  }

  @Get('proposals/mine')
  @SignedInOnly()
  @ApiOperation({ summary: "The caller's proposals as a seller, most recently changed first" })
  @Answers(myProposalsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async mine(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(myProposalsQuerySchema) query: MyProposalsQuery,
  ): Promise<MyProposalsAnswer> {
    return answered({ items: await this.proposals.mine(caller, query) }, m.loaded);
  }

  @Patch('proposals/:id')
  @StepRoute('The seller changes their terms (before the proposal is settled)')
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @ZodBody(proposalRequestSchema) request: ProposalRequest,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.update(caller, id, request) }, m.updated);
  }

  @Post('proposals/:id/withdraw')
  @StepRoute('The seller withdraws their proposal (before it is settled)')
  async withdraw(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.withdraw(caller, id) }, m.withdrawn);
  }

  @Post('proposals/:id/shortlist')
  @StepRoute('The buyer shortlists a proposal')
  async shortlist(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.shortlist(caller, id) }, m.shortlisted);
  }

  @Post('proposals/:id/counter')
  @StepRoute('The buyer counter-offers: price, quantity, delivery')
  async counter(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @ZodBody(counterOfferRequestSchema) request: CounterOfferRequest,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.counter(caller, id, request) }, m.countered);
  }

  @Post('proposals/:id/answer-counter')
  @StepRoute(
    "The seller accepts or declines the buyer's counter-offer; accepting closes the deal: the requirement closes, the others are declined, an order is placed, accepted by both",
  )
  async answerCounter(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @ZodBody(counterAnswerRequestSchema) request: CounterAnswerRequest,
  ): Promise<ProposalAnswer> {
    const proposal = await this.proposals.answerCounter(caller, id, request);
    return answered(
      { proposal },
      request.answer === 'accept' ? m.counterAccepted : m.counterDeclined,
    );
  }

  @Post('proposals/:id/accept')
  @StepRoute(
    "The buyer accepts the terms' version they saw (else 409 proposal_changed with the proposal now): the requirement closes, the others are declined, an order is placed",
  )
  async accept(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @ZodBody(proposalAcceptRequestSchema) request: ProposalAcceptRequest,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.accept(caller, id, request) }, m.accepted);
  }

  @Post('proposals/:id/decline')
  @StepRoute('The buyer declines with a reason')
  async decline(
    @CurrentUser() caller: AccessTokenIdentity,
    @ProposalId() id: string,
    @ZodBody(proposalDeclineRequestSchema) request: ProposalDeclineRequest,
  ): Promise<ProposalAnswer> {
    return answered({ proposal: await this.proposals.decline(caller, id, request) }, m.declined);
  }
}
