import { Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messageResponseSchema,
  messages,
  sessionsResponseSchema,
  type MessageResponse,
} from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from '../../platform/common/api-exception.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from './signed-in-only.decorator.js';
import { FoundById } from '../../platform/common/zod-params.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { SessionsService } from './sessions.service.js';
import { answered, said } from '../../platform/common/answer.js';

/** A session id is a UUID; anything else names no session (404, like another user's). */
function SessionId(): ParameterDecorator {
  return FoundById(
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
      .transform((id) => id.toLowerCase()),
    messages.accounts.sessionNotFound,
  );
}

/** The signed-in user's devices: list, end one, end all others. */
@ApiTags('auth')
@SignedInOnly()
@Controller('v1/auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: 'Active sessions (one per signed-in device)' })
  @Answers(sessionsResponseSchema)
  async list(
    @CurrentUser() identity: AccessTokenIdentity,
  ): Promise<z.infer<typeof sessionsResponseSchema>> {
    const sessions = await this.sessions.list(identity.userId, identity.sessionId);
    return answered({ sessions }, messages.accounts.sessionsListed);
  }

  @Post('end-others')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End every session but this one' })
  @Answers(messageResponseSchema)
  async endOthers(@CurrentUser() identity: AccessTokenIdentity): Promise<MessageResponse> {
    if (!identity.sessionId) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    }
    await this.sessions.endAll(identity.userId, identity.sessionId);
    return said(messages.accounts.otherSessionsEnded);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'End one of your sessions' })
  @Answers(messageResponseSchema)
  async end(
    @CurrentUser() identity: AccessTokenIdentity,
    @SessionId() id: string,
  ): Promise<MessageResponse> {
    await this.sessions.endOwn(identity.userId, id);
    return said(messages.accounts.sessionEnded);
  }
}
