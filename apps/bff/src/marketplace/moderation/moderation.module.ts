import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { AuthorHistoryRepository } from './author-history.repository.js';
import { ModerationMailer } from './moderation-mailer.js';
import { ModerationPolicy } from './moderation-policy.js';

/** The moderation policy that listings and requirements ask when a post is submitted. */
@Module({
  imports: [SettingsModule, QueuesModule, UsersModule, NotificationsModule],
  providers: [ModerationPolicy, AuthorHistoryRepository, ModerationMailer],
  exports: [ModerationPolicy, ModerationMailer],
})
export class ModerationModule {}
