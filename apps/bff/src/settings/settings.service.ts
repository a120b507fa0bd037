import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { SystemSetting } from './system-setting.entity.js';

/** Known settings and the shape of their values; reading validates, so a bad row never leaks out. */
export const settingSchemas = {
  'site.mode': z.enum(['prelaunch', 'live']),
} as const;
export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The stored value, or undefined when the setting was never written. Pass `em` inside a transaction. */
  async get<K extends SettingKey>(
    key: K,
    em: EntityManager = this.em,
  ): Promise<SettingValue<K> | undefined> {
    const row = await em.findOne(SystemSetting, { key });
    return row ? settingSchemas[key].parse(row.value) : undefined;
  }

  /** Creates or replaces the value (one upsert, safe against a concurrent writer). */
  async set<K extends SettingKey>(
    key: K,
    value: SettingValue<K>,
    em: EntityManager = this.em,
  ): Promise<void> {
    const parsed = settingSchemas[key].parse(value);
    await em.upsert(SystemSetting, { key, value: parsed, updatedAt: new Date() });
  }
}
