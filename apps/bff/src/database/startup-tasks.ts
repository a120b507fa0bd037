import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { adminSeeds } from '../auth/admin-accounts.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { SettingsService } from '../settings/settings.service.js';
import { settingsSeeds } from '../settings/settings.seeds.js';
import { listingsSeeds } from '../listings/listings.seeds.js';
import { DatabaseReady } from './database-ready.js';
import { runMigrations } from './migration-runner.js';
import { SeedRunner, type Seed } from './seed-runner.js';

/** Brings the database up to date before the BFF serves: migrations, then the run-once seeds. */
@Injectable()
export class StartupTasks {
  private readonly logger = new Logger(StartupTasks.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly seedRunner: SeedRunner,
    private readonly settings: SettingsService,
    private readonly databaseReady: DatabaseReady,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** Every seed of every domain, in the order they must run. */
  seeds(): Seed[] {
    return [
      ...settingsSeeds(this.settings, this.config),
      ...listingsSeeds(),
      ...adminSeeds(this.config),
    ];
  }

  async migrateAndSeed(): Promise<{ migrations: string[]; seeds: string[] }> {
    const migrations = await runMigrations(this.orm, this.config.DATABASE_URL);
    if (migrations.length) this.logger.log(`Applied migrations: ${migrations.join(', ')}`);
    const seeds = await this.seedRunner.run(this.seeds());
    this.databaseReady.markReady();
    return { migrations, seeds };
  }
}
