import { Injectable } from '@nestjs/common';
import type { Seed } from './seed-runner.js';

/**
 * Where domain modules hand in their run-once seeds (from their constructors, so before start-up
 * seeds). `order` says which domain's seeds go first: settings before the data that reads them.
 */
@Injectable()
export class SeedRegistry {
  readonly #groups: { order: number; seeds: readonly Seed[] }[] = [];

  register(order: number, seeds: readonly Seed[]): void {
    this.#groups.push({ order, seeds });
  }

  /** Every registered seed, by order and then as registered. */
  all(): Seed[] {
    return [...this.#groups].sort((a, b) => a.order - b.order).flatMap((group) => group.seeds);
  }
}

/** The order of each domain's seeds. */
export const seedOrder = {
  settings: 10,
  search: 20,
  adminAccounts: 30,
  demoCatalogue: 40,
} as const;
