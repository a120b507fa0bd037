import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { withoutTimeoutsSql } from './orm-options.js';
import { SeedRun } from './seed-run.entity.js';

/** A named, run-once change of data (not schema). Names are permanent: never rename a seed. */
export interface Seed {
  name: string;
  run(em: EntityManager): Promise<void>;
}

/** Any fixed number: every BFF takes the same transaction-level advisory lock while seeding. */
const SEED_LOCK_KEY = 7_324_001;

/**
 * Runs each seed at most once per database, recorded in `seed_run`. Seeds run in one transaction
 * holding an advisory lock, so two BFFs starting at once seed once: the second waits, then sees
 * the rows the first committed.
 */
@Injectable()
export class SeedRunner {
  private readonly logger = new Logger(SeedRunner.name);

  constructor(private readonly orm: MikroORM) {}

  /** Returns the names of the seeds that ran now. */
  async run(seeds: readonly Seed[]): Promise<string[]> {
    return this.orm.em.fork().transactional(async (em) => {
      // Seeds (the demo catalogue: 1,500 listings) may run long, and a second BFF waits here for
      // the first's: neither may be cut off by the pool's timeouts.
      await em.execute(withoutTimeoutsSql);
      await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
      const done = new Set((await em.find(SeedRun, {})).map((row) => row.name));
      const ran: string[] = [];
      for (const seed of seeds) {
        if (done.has(seed.name)) continue;
        await seed.run(em);
        em.create(SeedRun, { name: seed.name });
        await em.flush();
        ran.push(seed.name);
        this.logger.log(`Seed "${seed.name}" ran`);
      }
      return ran;
    });
  }
}
