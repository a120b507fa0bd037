import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The database side of the health check: one round trip that needs no table. */
@Injectable()
export class HealthRepository {
  constructor(private readonly em: EntityManager) {}

  /** Resolves when PostgreSQL answers; its own fork, since health is asked outside any request. */
  async ping(): Promise<void> {
    await this.em.fork().getConnection().execute('select 1');
  }
}
