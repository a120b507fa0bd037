import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  accountExistsMail,
  accountLinks,
  passwordChangedMail,
  passwordResetMail,
  phoneCodeSms,
  verifyEmailMail,
  type AccountLinks,
  type AccountMail,
} from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { JobsService } from '../queues/jobs.service.js';
import { AccountMessages, type AccountRecipient } from './account-messages.js';

/** One "someone tried to register with your address" mail per address and hour at most. */
export const ACCOUNT_EXISTS_WINDOW_MS = 60 * 60_000;

/**
 * A job id that says what the job is for without putting a secret (token, address) into Redis:
 * adding the same job twice is a no-op, and the worker delivers a job id once.
 */
function jobId(purpose: string, ...parts: string[]): string {
  const digest = createHash('sha256')
    .update(`${purpose}\0${parts.join('\0')}`)
    .digest('base64url');
  return `account-${purpose}-${digest.slice(0, 32)}`;
}

/** The AccountMessages port: templates from libs/messaging, delivered by the worker's queues. */
@Injectable()
export class QueuedAccountMessages extends AccountMessages {
  private readonly links: AccountLinks;

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly jobs: JobsService,
  ) {
    super();
    this.links = accountLinks(config.PUBLIC_URL);
  }

  async emailVerification(to: AccountRecipient, token: string): Promise<void> {
    await this.mail(to, verifyEmailMail(this.links, to, token), jobId('verify-email', token));
  }

  async phoneVerification(to: AccountRecipient & { phone: string }, code: string): Promise<void> {
    // A short code repeats over time, so no derived id: BullMQ's own id keeps each send distinct.
    await this.jobs.enqueue('sms', 'deliver', {
      to: to.phone,
      body: phoneCodeSms(this.config.PUBLIC_URL, code),
    });
  }

  async passwordReset(to: AccountRecipient, token: string): Promise<void> {
    await this.mail(to, passwordResetMail(this.links, to, token), jobId('reset', token));
  }

  async accountExists(to: AccountRecipient): Promise<void> {
    // Registering with someone else's address must not let a stranger flood their inbox.
    const window = Math.floor(Date.now() / ACCOUNT_EXISTS_WINDOW_MS).toString();
    await this.mail(
      to,
      accountExistsMail(this.links, to),
      jobId('exists', to.email.toLowerCase(), window),
    );
  }

  async passwordChanged(to: AccountRecipient): Promise<void> {
    await this.mail(to, passwordChangedMail(this.links, to));
  }

  private async mail(to: AccountRecipient, mail: AccountMail, id?: string): Promise<void> {
    await this.jobs.enqueue('mail', 'deliver', { to: to.email, ...mail }, id ? { jobId: id } : {});
  }
}
