import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { accountDataLimits, jobIds, messages, type Actor } from '@matchbazaar/contracts';
import { sealContexts, secretSealer, type SecretSealer } from '@matchbazaar/messaging';
import { randomUUID } from 'node:crypto';
import { newSecret, secretHash } from '../auth/token-secrets.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
import { AccountExportRepository } from './account-export.repository.js';

const m = messages.accountData;

/** The file a download link gives, and the day it was made (for the file's name). */
export interface ExportFile {
  bytes: Buffer;
  madeOn: string;
}

/**
 * "Download my data" (docs/product/accounts.md): a request makes an export row and queues the
 * worker's job, which gathers every record of the account into one JSON file, stores it in the
 * row and mails the download link (a random token, stored hashed, sealed in the jobs like an
 * account link's, never written to a log). The link works 24 hours from when the file is ready.
 */
@Injectable()
export class AccountExportService {
  private readonly logger = new Logger(AccountExportService.name);
  private readonly sealer: SecretSealer;

  constructor(
    private readonly exports: AccountExportRepository,
    private readonly jobs: JobsService,
    private readonly access: ResourceAccess,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.sealer = secretSealer(
      config.SUBSCRIPTION_LINK_SECRET,
      config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
    );
  }

  /** Starts an export of the caller's own account (the route limits it to one an hour). */
  async request(caller: NonNullable<Actor>, now = new Date()): Promise<void> {
    if (!this.access.can(caller, 'exportData', { kind: 'account', ownerIds: [caller.userId] }))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const id = randomUUID();
    const token = newSecret();
    await this.exports.create({
      id,
      userId: caller.userId,
      tokenHash: secretHash(token),
      createdAt: now,
      // Until the worker stores the file and restarts the clock: a request it never served is
      // swept after a day.
      expiresAt: new Date(now.getTime() + accountDataLimits.exportLinkLifetimeMs),
    });
    await this.jobs.enqueue(
      'account',
      'export',
      { exportId: id, sealedToken: this.sealer.seal(token, sealContexts['data-export']) },
      // The sealed token goes with the job once it ran; a failed one stays a day for a look.
      { jobId: jobIds.accountExport(id), removeOnComplete: true, removeOnFail: { age: 24 * 3600 } },
    );
    this.logger.log(`Data export ${id} requested by ${caller.userId}`);
  }

  /** The file behind a download link: 404 for an unknown link, 410 once it expired. */
  async download(token: string, now = new Date()): Promise<ExportFile> {
    const row = await this.exports.findByTokenHash(secretHash(token));
    if (!row || row.status !== 'ready')
      throw new ApiException(HttpStatus.NOT_FOUND, m.downloadNotFound);
    if (row.expiresAt <= now || !row.document)
      throw new ApiException(HttpStatus.GONE, m.downloadExpired);
    const { buffer, byteOffset, byteLength } = row.document;
    return {
      bytes: Buffer.from(buffer, byteOffset, byteLength),
      madeOn: (row.readyAt ?? row.createdAt).toISOString().slice(0, 10),
    };
  }
}
