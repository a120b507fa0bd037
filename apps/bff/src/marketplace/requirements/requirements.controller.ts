import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  requirementAnswerSchema,
  requirementPageAnswerSchema,
  requirementRequestSchema,
  requirementStatusRequestSchema,
  messages,
  moderationRequestSchema,
  myRequirementsQuerySchema,
  pageQuerySchema,
  postIdSchema,
  type RequirementAnswer,
  type RequirementRequest,
  type RequirementStatusRequest,
  type ModerationRequest,
  type MyRequirementsQuery,
  type PageQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { OptionalJwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { postWrites } from '../moderation/post-write-limit.js';
import { RequirementsService } from './requirements.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.catalogue;
/** A path id that is not a uuid names no requirement: 404 like a missing one. */
const RequirementId = () => FoundById(postIdSchema, m.requirementNotFound);

/** Buyers' requirements (docs/product/marketplace.md): thin routes over RequirementsService. */
@ApiTags('requirements')
@Controller('v1/requirements')
export class RequirementsController {
  constructor(private readonly requirements: RequirementsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(postWrites)
  @SignedInOnly()
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: 'Post a requirement (a draft, or submitted); any signed-in account' })
  @Answers(requirementAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.CONFLICT)
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(requirementRequestSchema) request: RequirementRequest,
  ): Promise<RequirementAnswer> {
    return answered(
      { requirement: await this.requirements.create(caller, request) },
      m.requirementSaved,
    );
  }

  @Get('mine')
  @SignedInOnly()
  @ApiOperation({ summary: "The caller's requirements in every status, newest first, with counts" })
  @Answers(requirementPageAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async mine(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(myRequirementsQuerySchema) query: MyRequirementsQuery,
  ) {
    return answered(await this.requirements.mine(caller, query), m.requirementsLoaded);
  }

  @Get('buyer/:id')
  @ApiOperation({ summary: "A buyer's open requirements" })
  @Answers(requirementPageAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async ofSeller(
    @FoundById(postIdSchema, m.requirementNotFound)
    id: string,
    @ZodQuery(pageQuerySchema) query: PageQuery,
  ) {
    return answered(await this.requirements.ofBuyer(id, query), m.requirementsLoaded);
  }

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'One requirement',
    description: 'Drafts, requirements in review and rejected ones: only to their buyer and staff.',
  })
  @Answers(requirementAnswerSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async get(
    @OptionalUser() viewer: AccessTokenIdentity | null,
    @RequirementId() id: string,
  ): Promise<RequirementAnswer> {
    return answered({ requirement: await this.requirements.get(viewer, id) }, m.requirementLoaded);
  }

  @Put(':id')
  @RateLimit(postWrites)
  @SignedInOnly()
  @BodyLimit(messageBodyLimitBytes)
  @ApiOperation({ summary: 'Save changes to a requirement (its buyer only)' })
  @Answers(requirementAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @ZodBody(requirementRequestSchema) request: RequirementRequest,
  ): Promise<RequirementAnswer> {
    return answered(
      { requirement: await this.requirements.update(caller, id, request) },
      m.requirementSaved,
    );
  }

  @Delete(':id')
  @SignedInOnly()
  @ApiOperation({ summary: 'Delete a draft (its buyer only; others are closed instead)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async delete(@CurrentUser() caller: AccessTokenIdentity, @RequirementId() id: string) {
    await this.requirements.delete(caller, id);
    return done(m.requirementDeleted);
  }

  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @RateLimit(postWrites)
  @SignedInOnly()
  @ApiOperation({
    summary: "The buyer's status changes: submit, close (fulfilled or cancelled), renew",
  })
  @Answers(requirementAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async changeStatus(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @ZodBody(requirementStatusRequestSchema) request: RequirementStatusRequest,
  ): Promise<RequirementAnswer> {
    return answered(
      { requirement: await this.requirements.changeStatus(caller, id, request) },
      m.statusChanged,
    );
  }

  @Post(':id/moderation')
  @HttpCode(HttpStatus.OK)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Staff: approve a requirement in review, or reject or close one with a reason',
  })
  @Answers(requirementAnswerSchema)
  @ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async moderate(
    @CurrentUser() caller: AccessTokenIdentity,
    @RequirementId() id: string,
    @ZodBody(moderationRequestSchema) request: ModerationRequest,
  ): Promise<RequirementAnswer> {
    return answered(
      { requirement: await this.requirements.moderate(caller, id, request) },
      m.statusChanged,
    );
  }
}
