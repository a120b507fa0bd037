import { Injectable } from '@nestjs/common';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { AccountExportRepository } from './account-export.repository.js';

const EVERY_MS = 15 * 60_000;
const BATCH = 200;
/** An expired link still says "expired" (not "unknown") this long after its file is gone. */
export const expiredExportKeptMs = 7 * 24 * 60 * 60_000;

/**
 * Data exports past their 24 hours lose their file (the account's data) at the next sweep, every
 * 15 minutes in every BFF; their rows go a week later.
 */
@Injectable()
export class AccountExportSweeper extends Sweeper {
  constructor(
    private readonly exports: AccountExportRepository,
    databaseReady: DatabaseReady,
  ) {
    super(AccountExportSweeper.name, 'Sweeping expired data exports', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many files it dropped and rows it deleted. */
  async sweep(now = Date.now()): Promise<{ files: number; rows: number }> {
    const files = await this.drain(
      () => this.exports.dropExpiredFiles(new Date(now), BATCH),
      BATCH,
    );
    const rows = await this.drain(
      () => this.exports.deleteEndedBefore(new Date(now - expiredExportKeptMs), BATCH),
      BATCH,
    );
    if (files + rows > 0)
      this.logger.log(`Dropped ${files} expired data exports' files, deleted ${rows} old exports`);
    return { files, rows };
  }
}
