import { Module } from '@nestjs/common';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { AccountMessages } from './account-messages.js';
import { QueuedAccountMessages } from './queued-account-messages.js';

/** Provides the AccountMessages port (import this module and inject `AccountMessages`). */
@Module({
  imports: [QueuesModule],
  providers: [{ provide: AccountMessages, useClass: QueuedAccountMessages }],
  exports: [AccountMessages],
})
export class AccountMessagesModule {}
