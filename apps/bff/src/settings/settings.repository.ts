import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SystemSetting } from './system-setting.entity.js';

/** The system_setting rows. `em`: a caller's transaction (a seed's), else a fork of its own. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async read(key: string, em: EntityManager = this.em.fork()): Promise<unknown> {
    return (await em.findOne(SystemSetting, { key }))?.value;
  }

  /** One upsert, safe against a concurrent writer. */
  async write(key: string, value: unknown, em: EntityManager = this.em.fork()): Promise<void> {
    await em.upsert(SystemSetting, { key, value, updatedAt: new Date() });
  }
}
