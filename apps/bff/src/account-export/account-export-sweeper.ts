import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task.js';
import { DatabaseReady } from '../database/database-ready.js';
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
export class AccountExportSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountExportSweeper.name);
  private readonly task = new PeriodicTask(
    'Sweeping expired data exports',
    EVERY_MS,
    () => this.sweep(),
    this.logger,
  );

  constructor(
    private readonly exports: AccountExportRepository,
    private readonly databaseReady: DatabaseReady,
  ) {}

  onApplicationBootstrap(): void {
    void this.databaseReady.whenReady().then(() => this.task.start());
  }

  onApplicationShutdown(): void {
    this.task.stop();
  }

  /** One run; exposed for tests. Answers how many files it dropped and rows it deleted. */
  async sweep(now = Date.now()): Promise<{ files: number; rows: number }> {
    const files = await this.drain(() => this.exports.dropExpiredFiles(new Date(now), BATCH));
    const rows = await this.drain(() =>
      this.exports.deleteEndedBefore(new Date(now - expiredExportKeptMs), BATCH),
    );
    if (files + rows > 0)
      this.logger.log(`Dropped ${files} expired data exports' files, deleted ${rows} old exports`);
    return { files, rows };
  }

  private async drain(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (let i = 0; i < 20 && !this.task.isStopped; i++) {
      const count = await batch();
      total += count;
      if (count < BATCH) break;
    }
    return total;
  }
}
