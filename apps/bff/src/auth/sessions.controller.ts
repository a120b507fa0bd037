import { Controller, Delete, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  messageResponseSchema,
  messages,
  sessionsResponseSchema,
  type MessageResponse,
} from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from '../common/api-exception.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { ZodParams } from '../common/zod-params.decorator.js';
import type { AccessTokenIdentity } from './access-token.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { SessionsService } from './sessions.service.js';

const sessionParams = z.object({ id: z.string().max(100) });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's devices: list, end one, end all others. */
@ApiTags('auth')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: 'Active sessions (one per signed-in device)' })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(sessionsResponseSchema) })
  async list(
    @CurrentUser() identity: AccessTokenIdentity,
  ): Promise<z.infer<typeof sessionsResponseSchema>> {
    const sessions = await this.sessions.list(identity.userId, identity.sessionId);
    return { success: true, message: messages.accounts.sessionsListed, data: { sessions } };
  }

  @Post('end-others')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End every session but this one' })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(messageResponseSchema) })
  async endOthers(@CurrentUser() identity: AccessTokenIdentity): Promise<MessageResponse> {
    if (!identity.sessionId) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    }
    await this.sessions.endAll(identity.userId, identity.sessionId);
    return { success: true, message: messages.accounts.otherSessionsEnded };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'End one of your sessions' })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(messageResponseSchema) })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, schema: toOpenApiSchema(apiErrorSchema) })
  async end(
    @CurrentUser() identity: AccessTokenIdentity,
    @ZodParams(sessionParams) { id }: z.infer<typeof sessionParams>,
  ): Promise<MessageResponse> {
    if (!uuid.test(id)) {
      throw new ApiException(HttpStatus.NOT_FOUND, messages.accounts.sessionNotFound);
    }
    await this.sessions.endOwn(identity.userId, id.toLowerCase());
    return { success: true, message: messages.accounts.sessionEnded };
  }
}
