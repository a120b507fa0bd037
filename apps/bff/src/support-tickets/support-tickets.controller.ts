import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Res,
  UseGuards,
  type PipeTransform,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  createTicketRequestSchema,
  messages,
  ticketAnswerSchema,
  ticketIdSchema,
  ticketListAnswerSchema,
  ticketListQuerySchema,
  ticketMessageFields,
  updateTicketRequestSchema,
  type CreateTicketRequest,
  type TicketAnswer,
  type TicketListAnswer,
  type TicketListQuery,
  type UpdateTicketRequest,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../auth/access-token.service.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiException } from '../common/api-exception.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { RateLimitedException, rateLimitedSchema } from '../common/rate-limited.exception.js';
import { ZodQuery } from '../common/zod-params.decorator.js';
import { CatalogueValidationPipe } from '../common/catalogue-validation.pipe.js';
import { SupportTicketsService } from './support-tickets.service.js';

/** A path id that is not a ticket number cannot be one of the caller's tickets: 404, like others'. */
class TicketIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const parsed = ticketIdSchema.safeParse(value);
    if (!parsed.success) {
      throw new ApiException(HttpStatus.NOT_FOUND, messages.supportTickets.notFound);
    }
    return parsed.data;
  }
}

const answer = (ticket: TicketAnswer['data']['ticket'], message = ''): TicketAnswer => ({
  success: true,
  message,
  data: { ticket },
});
const errorResponse = (status: HttpStatus) => ({
  status,
  schema: toOpenApiSchema(apiErrorSchema),
});

/** Support tickets of signed-in users (issue 5): thin routes over SupportTicketsService. */
@ApiTags('support')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiResponse(errorResponse(HttpStatus.UNAUTHORIZED))
@Controller('v1/support/tickets')
export class SupportTicketsController {
  constructor(private readonly tickets: SupportTicketsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Open a support ticket',
    description:
      'Mails an acknowledgement to the account holder and a notice to SUPPORT_EMAIL (Reply-To the author).',
  })
  @ApiBody({ schema: toOpenApiSchema(createTicketRequestSchema, 'input') })
  @ApiResponse({ status: HttpStatus.CREATED, schema: toOpenApiSchema(ticketAnswerSchema) })
  @ApiResponse(errorResponse(HttpStatus.BAD_REQUEST))
  @ApiResponse({ status: HttpStatus.TOO_MANY_REQUESTS, schema: toOpenApiSchema(rateLimitedSchema) })
  @ApiResponse(errorResponse(HttpStatus.SERVICE_UNAVAILABLE))
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @Body(new CatalogueValidationPipe(createTicketRequestSchema, ticketMessageFields))
    request: CreateTicketRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TicketAnswer> {
    const result = await this.tickets.create(caller.userId, request);
    if (result.outcome === 'limited') {
      throw RateLimitedException.refuse(
        reply,
        messages.supportTickets.tooMany,
        result.retryAfterSeconds,
      );
    }
    return answer(result.ticket, messages.supportTickets.created(result.ticket.id));
  }

  @Get()
  @ApiOperation({ summary: "The caller's tickets, newest first (`status=active`: open ones only)" })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(ticketListAnswerSchema) })
  @ApiResponse(errorResponse(HttpStatus.BAD_REQUEST))
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(ticketListQuerySchema) query: TicketListQuery,
  ): Promise<TicketListAnswer> {
    return { success: true, message: '', data: await this.tickets.list(caller.userId, query) };
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's tickets (anyone else's: 404)" })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(ticketAnswerSchema) })
  @ApiResponse(errorResponse(HttpStatus.NOT_FOUND))
  async get(
    @CurrentUser() caller: AccessTokenIdentity,
    @Param('id', new TicketIdPipe()) id: number,
  ): Promise<TicketAnswer> {
    return answer(await this.tickets.get(caller.userId, id));
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a ticket's status",
    description:
      'Support staff (roles support and admin) set any status; the owner may only close it.',
  })
  @ApiBody({ schema: toOpenApiSchema(updateTicketRequestSchema, 'input') })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(ticketAnswerSchema) })
  @ApiResponse(errorResponse(HttpStatus.BAD_REQUEST))
  @ApiResponse(errorResponse(HttpStatus.FORBIDDEN))
  @ApiResponse(errorResponse(HttpStatus.NOT_FOUND))
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @Param('id', new TicketIdPipe()) id: number,
    @Body(new CatalogueValidationPipe(updateTicketRequestSchema, ['status']))
    request: UpdateTicketRequest,
  ): Promise<TicketAnswer> {
    const ticket = await this.tickets.updateStatus(caller, id, request.status);
    return answer(ticket, ticket.status === 'closed' ? messages.supportTickets.closed : '');
  }
}
