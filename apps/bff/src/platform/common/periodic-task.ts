import type { Logger } from '@nestjs/common';

/**
 * A job every BFF runs on a timer (sweeps): first at a random point of the first period, so
 * instances started together do not run together, then every period after the last run ended.
 * A failed run is logged and the next one still comes; a pending run never keeps a stopping
 * process alive.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.arm(Math.random() * this.everyMs);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Resolves once the run in progress, if any, has ended (a stopping process waits for it). */
  async settled(): Promise<void> {
    await this.running;
  }

  private arm(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.run()
        .catch((error: unknown) =>
          this.logger.error(`${this.name} failed: ${(error as Error).message}`),
        )
        .finally(() => {
          this.running = undefined;
          this.arm(this.everyMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
