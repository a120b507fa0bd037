import { Controller, HttpCode, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { messageResponseSchema, messages, type MessageResponse } from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { secureCookies } from '../../identity/auth/auth-cookies.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { Roles } from '../../identity/auth/roles.guard.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { OpenBeforeLaunch } from '../../platform/site/open-before-launch.decorator.js';
import { BULL_BOARD_PATH } from './bull-board.js';
import { setQueueBoardPass } from './queue-board-pass.js';
import { said } from '../../platform/common/answer.js';
import { Answers } from '../../platform/common/route-decorators.js';

@ApiTags('admin')
@ApiBearerAuth()
@OpenBeforeLaunch()
@Controller('admin/queues')
export class QueueBoardController {
  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  /** A signed-in admin's 15-minute pass to the queue dashboard (a cookie for its path only). */
  @Post('pass')
  @HttpCode(HttpStatus.OK)
  @Roles('admin')
  @ApiOperation({ summary: "An admin's pass to the queue dashboard at /admin/queues" })
  @Answers(messageResponseSchema)
  pass(
    @CurrentUser() admin: AccessTokenIdentity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): MessageResponse {
    // Only tokens issued for a session can name one; the pass lives and dies with it.
    if (!admin.sessionId) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.api.queueBoardRequired);
    }
    setQueueBoardPass(
      reply,
      { userId: admin.userId, sessionId: admin.sessionId },
      { path: BULL_BOARD_PATH, secure: secureCookies(this.config) },
    );
    return said(messages.adminDashboard.queuesPassIssued);
  }
}
