import { Injectable } from '@nestjs/common';

/**
 * Settles once StartupTasks has migrated and seeded the database. Work that starts by itself at
 * boot (the launch scheduler) waits for it: before, the tables may not exist yet, and a run-once
 * seed could still overwrite what that work stored.
 */
@Injectable()
export class DatabaseReady {
  #resolve!: () => void;
  readonly #ready = new Promise<void>((resolve) => {
    this.#resolve = resolve;
  });

  /** Resolves when the database is migrated and seeded; never, in a process that skips that. */
  whenReady(): Promise<void> {
    return this.#ready;
  }

  markReady(): void {
    this.#resolve();
  }
}
