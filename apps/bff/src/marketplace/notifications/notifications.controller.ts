import { Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  notificationCountsAnswerSchema,
  notificationIdSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesChangeSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationsSeenRequestSchema,
  type NotificationCountsAnswer,
  type NotificationPreferencesAnswer,
  type NotificationPreferencesChange,
  type NotificationsAnswer,
  type NotificationsQuery,
  type NotificationsSeenRequest,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { NotificationsService } from './notifications.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.notifications;

/** The signed-in user's notification centre: thin routes over NotificationsService. */
@ApiTags('notifications')
@SignedInOnly()
@Controller('v1/notifications')
export class NotificationsController {
  constructor(private readonly service: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Notifications newest first (cursor), or everything after an id oldest first (catching up after a reconnect)',
  })
  @Answers(notificationsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(notificationsQuerySchema) query: NotificationsQuery,
  ): Promise<NotificationsAnswer> {
    return answered(await this.service.list(caller.userId, query), m.loaded);
  }

  @Get('counts')
  @ApiOperation({ summary: 'Unread and unseen counts (the bell badge)' })
  @Answers(notificationCountsAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async counts(@CurrentUser() caller: AccessTokenIdentity): Promise<NotificationCountsAnswer> {
    return answered(await this.service.counts(caller.userId), m.countsLoaded);
  }

  @Post('read-all')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark every notification read' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async readAll(@CurrentUser() caller: AccessTokenIdentity) {
    await this.service.markAllRead(caller.userId);
    return done(m.allMarkedRead);
  }

  @Post('seen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark every notification up to an id seen (the list was opened)' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async seen(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(notificationsSeenRequestSchema) request: NotificationsSeenRequest,
  ) {
    await this.service.markSeen(caller.userId, request.upTo);
    return done(m.markedSeen);
  }

  @Post(':id/read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark one notification read' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async read(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(notificationIdSchema, m.notFound)
    id: string,
  ) {
    await this.service.markRead(caller.userId, id);
    return done(m.markedRead);
  }

  @Get('preferences')
  @ApiOperation({ summary: 'Email delivery and push per notification category, quiet hours' })
  @Answers(notificationPreferencesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async preferences(
    @CurrentUser() caller: AccessTokenIdentity,
  ): Promise<NotificationPreferencesAnswer> {
    return answered(await this.service.preferences(caller.userId), m.preferencesLoaded);
  }

  @Put('preferences')
  @ApiOperation({
    summary:
      'Change email delivery or push for some categories, or quiet hours (account mail cannot be switched off)',
  })
  @Answers(notificationPreferencesAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async setPreferences(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(notificationPreferencesChangeSchema) change: NotificationPreferencesChange,
  ): Promise<NotificationPreferencesAnswer> {
    return answered(await this.service.setPreferences(caller.userId, change), m.preferencesSaved);
  }
}
