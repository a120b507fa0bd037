import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { DatabaseReady } from '../database/database-ready.js';
import { PeriodicTask } from './periodic-task.js';

/** At most this many batches a run; the rest waits for the next one. */
const MAX_BATCHES = 20;

/**
 * A sweep every BFF runs on a timer (PeriodicTask) once the database is ready, over batches of
 * rows that other BFFs' runs skip (`for update skip locked` in the repositories). A subclass
 * says what one run does in `sweep`, and drains each kind of row with `drain`.
 */
export abstract class Sweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private readonly task: PeriodicTask;

  constructor(
    name: string,
    /** What a failed run's log line says it was doing. */
    doing: string,
    everyMs: number,
    private readonly databaseReady: DatabaseReady,
  ) {
    this.logger = new Logger(name);
    this.task = new PeriodicTask(doing, everyMs, () => this.sweep(), this.logger);
  }

  /** One run; public for tests. */
  abstract sweep(): Promise<unknown>;

  onApplicationBootstrap(): void {
    void this.databaseReady.whenReady().then(() => this.task.start());
  }

  /**
   * Before the queues and the database close (their onApplicationShutdown): a run in progress
   * ends first (it checks `stopping` between batches), instead of failing on closed producers
   * with a warning per row (seen when a stop came during the matching sweep).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.task.stop();
    await this.task.settled();
  }

  /** True once the process is stopping: a long run ends early, the next BFF carries on. */
  protected get stopping(): boolean {
    return this.task.isStopped;
  }

  /** Runs `batch` until one changes fewer than `size` rows (or the process stops); the total. */
  protected async drain(batch: () => Promise<number>, size: number): Promise<number> {
    let total = 0;
    for (let i = 0; i < MAX_BATCHES && !this.stopping; i++) {
      const count = await batch();
      total += count;
      if (count < size) break;
    }
    return total;
  }
}
