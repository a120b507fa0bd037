import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountLinkMail } from '@matchbazaar/contracts';
import {
  accountExistsMail,
  accountLinks,
  passwordChangedMail,
  sealContexts,
  secretSealer,
  type AccountLinks,
  type AccountMail,
  type SecretSealer,
} from '@matchbazaar/messaging';
import type { JobsOptions } from 'bullmq';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
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

/**
 * A message holding a secret goes once and leaves nothing behind: removed from Redis when sent
 * (its sealed secret with it), and kept a day when it failed, long after the secret expired.
 */
const secretJobOptions: JobsOptions = { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } };

/**
 * The AccountMessages port: templates from libs/messaging, delivered by the worker's queues.
 * Messages that carry a secret are queued with the secret sealed (see libs/messaging's
 * sealed-secret) and written by the worker; the others are queued composed.
 */
@Injectable()
export class QueuedAccountMessages extends AccountMessages {
  private readonly links: AccountLinks;
  private readonly sealer: SecretSealer;

  constructor(
    @Inject(BFF_CONFIG) config: BffConfig,
    private readonly jobs: JobsService,
  ) {
    super();
    this.links = accountLinks(config.PUBLIC_URL);
    this.sealer = secretSealer(
      config.SUBSCRIPTION_LINK_SECRET,
      config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
    );
  }

  async emailVerification(to: AccountRecipient, token: string): Promise<void> {
    await this.linkMail('verify-email', to, token, jobId('verify-email', token));
  }

  async phoneVerification(to: AccountRecipient & { phone: string }, code: string): Promise<void> {
    // A short code repeats over time, so no derived id: BullMQ's own id keeps each send distinct.
    await this.jobs.enqueue(
      'sms',
      'account-code',
      { to: to.phone, sealedCode: this.sealer.seal(code, sealContexts['phone-code']) },
      secretJobOptions,
    );
  }

  async passwordReset(to: AccountRecipient, token: string): Promise<void> {
    await this.linkMail('password-reset', to, token, jobId('reset', token));
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

  private async linkMail(
    kind: AccountLinkMail['kind'],
    to: AccountRecipient,
    token: string,
    id: string,
  ): Promise<void> {
    const sealedToken = this.sealer.seal(token, sealContexts[kind]);
    await this.jobs.enqueue(
      'mail',
      'account-link',
      { kind, to: to.email, firstName: to.firstName, sealedToken },
      { ...secretJobOptions, jobId: id },
    );
  }

  private async mail(to: AccountRecipient, mail: AccountMail, id?: string): Promise<void> {
    await this.jobs.enqueue('mail', 'deliver', { to: to.email, ...mail }, id ? { jobId: id } : {});
  }
}
