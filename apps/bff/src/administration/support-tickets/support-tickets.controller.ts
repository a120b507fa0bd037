import { Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createTicketRequestSchema,
  messages,
  ticketAnswerSchema,
  ticketIdSchema,
  ticketListAnswerSchema,
  ticketListQuerySchema,
  updateTicketRequestSchema,
  type CreateTicketRequest,
  type TicketAnswer,
  type TicketListAnswer,
  type TicketListQuery,
  type UpdateTicketRequest,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { SupportTicketsService, ticketLimit } from './support-tickets.service.js';
import { answered } from '../../platform/common/answer.js';

/** A path id that is not a ticket number cannot be one of the caller's tickets: 404, like others'. */
const TicketId = () => FoundById(ticketIdSchema, messages.supportTickets.notFound);

/**
 * Support tickets of signed-in users (docs/product/contact.md): thin routes over
 * SupportTicketsService.
 */
@ApiTags('support')
@SignedInOnly()
@ApiErrors(HttpStatus.UNAUTHORIZED)
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
  @Answers(ticketAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(HttpStatus.SERVICE_UNAVAILABLE)
  @RateLimit(ticketLimit)
  @BodyLimit(messageBodyLimitBytes)
  async create(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(createTicketRequestSchema) request: CreateTicketRequest,
  ): Promise<TicketAnswer> {
    const ticket = await this.tickets.create(caller.userId, request);
    return answered({ ticket }, messages.supportTickets.created(ticket.id));
  }

  @Get()
  @ApiOperation({ summary: "The caller's tickets, newest first (`status=active`: open ones only)" })
  @Answers(ticketListAnswerSchema)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(ticketListQuerySchema) query: TicketListQuery,
  ): Promise<TicketListAnswer> {
    return answered(await this.tickets.list(caller.userId, query), '');
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's tickets (support staff: any; anyone else's: 404)" })
  @Answers(ticketAnswerSchema)
  async get(
    @CurrentUser() caller: AccessTokenIdentity,
    @TicketId() id: number,
  ): Promise<TicketAnswer> {
    return answered({ ticket: await this.tickets.get(caller, id) }, '');
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a ticket's status",
    description:
      'Support staff (roles support and admin) set any status; the owner may only close it.',
  })
  @Answers(ticketAnswerSchema)
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  async update(
    @CurrentUser() caller: AccessTokenIdentity,
    @TicketId() id: number,
    @ZodBody(updateTicketRequestSchema) request: UpdateTicketRequest,
  ): Promise<TicketAnswer> {
    const ticket = await this.tickets.updateStatus(caller, id, request.status);
    return answered({ ticket }, ticket.status === 'closed' ? messages.supportTickets.closed : '');
  }
}
