import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { DatabaseReady } from './database-ready.js';
import { runMigrations } from './migration-runner.js';
import { SeedRegistry } from './seed-registry.js';
import { SeedRunner, type Seed } from './seed-runner.js';

/** Brings the database up to date before the BFF serves: migrations, then the run-once seeds. */
@Injectable()
export class StartupTasks {
  private readonly logger = new Logger(StartupTasks.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly seedRunner: SeedRunner,
    private readonly seedRegistry: SeedRegistry,
    private readonly databaseReady: DatabaseReady,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** Every seed the domain modules registered, in the order they must run. */
  seeds(): Seed[] {
    return this.seedRegistry.all();
  }

  async migrateAndSeed(): Promise<{ migrations: string[]; seeds: string[] }> {
    const migrations = await runMigrations(this.orm, this.config.DATABASE_URL);
    if (migrations.length) this.logger.log(`Applied migrations: ${migrations.join(', ')}`);
    const seeds = await this.seedRunner.run(this.seeds());
    this.databaseReady.markReady();
    return { migrations, seeds };
  }
}
