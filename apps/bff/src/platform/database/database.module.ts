import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { ChangeNotices } from './change-notices.js';
import { DatabaseReady } from './database-ready.js';
import { ormOptions } from './orm-options.js';
import { EntitiesById } from './entities-by-id.js';
import { PreparedSql } from './prepared-sql.js';
import { SeedRegistry } from './seed-registry.js';
import { SeedRunner } from './seed-runner.js';
import { Transactions } from './transactions.js';

/**
 * The one MikroORM instance. `EntityManager` injected anywhere is the global one, which inside an
 * HTTP request resolves to that request's fork (RequestContext, set up in app.ts).
 */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => MikroORM.init(ormOptions(config)),
    },
    { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
    SeedRunner,
    SeedRegistry,
    DatabaseReady,
    Transactions,
    PreparedSql,
    EntitiesById,
    ChangeNotices,
  ],
  exports: [
    MikroORM,
    EntityManager,
    SeedRunner,
    SeedRegistry,
    DatabaseReady,
    Transactions,
    PreparedSql,
    EntitiesById,
    ChangeNotices,
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}
