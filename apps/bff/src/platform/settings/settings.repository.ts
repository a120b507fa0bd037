import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SystemSetting } from './system-setting.entity.js';

/**
 * The system_setting rows. `em`: a caller's transaction (a seed's), else a fork of its own, which
 * keeps the transaction Transactions.run is in, if any: an admin's change commits with its audit
 * entry. Settings are read outside requests too (the launch scheduler), hence the fork.
 */
@Injectable()
export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async read(key: string, em: EntityManager = this.fork()): Promise<unknown> {
    return (await em.findOne(SystemSetting, { key }))?.value;
  }

  /** One upsert, safe against a concurrent writer. */
  async write(key: string, value: unknown, em: EntityManager = this.fork()): Promise<void> {
    await em.upsert(SystemSetting, { key, value, updatedAt: new Date() });
  }

  /** Back to the default: a stored value is never null (the column is `not null`). */
  async remove(key: string, em: EntityManager = this.fork()): Promise<void> {
    await em.nativeDelete(SystemSetting, { key });
  }

  private fork(): EntityManager {
    return this.em.fork({ keepTransactionContext: true });
  }
}
