import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { SettingsChanges } from './settings-changes.js';
import { SettingsRepository } from './settings.repository.js';

/** Known settings and the shape of their values; reading validates, so a bad row never leaks out. */
export const settingSchemas = {
  'site.mode': z.enum(['prelaunch', 'live']),
  /** Which posts a moderator sees before they go public (docs/product/marketplace.md). */
  'moderation.policy': z.enum(['off', 'new_authors', 'everything']),
  /** Words that send a post to review; an empty list turns the check off. */
  'moderation.bannedTerms': z.array(z.string().min(1).max(60)).max(500),
  'catalogue.listingLifetimeDays': z.number().int().min(1).max(365),
  'catalogue.requirementLifetimeDays': z.number().int().min(1).max(365),
} as const;
export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

/**
 * How long a process keeps a value it read. Changes are announced to every process at once; this
 * only bounds how stale a copy can get when an announcement is lost (Redis down while it was made).
 */
export const SETTINGS_CACHE_MS = 60_000;

@Injectable()
export class SettingsService {
  private readonly cache = new Map<SettingKey, { value: Promise<unknown>; until: number }>();

  constructor(
    private readonly rows: SettingsRepository,
    private readonly changes: SettingsChanges,
  ) {
    changes.onForget((key) => {
      if (key === undefined) this.cache.clear();
      else this.cache.delete(key as SettingKey);
    });
  }

  /** The stored value, or undefined when the setting was never written. Pass `em` inside a transaction. */
  async get<K extends SettingKey>(
    key: K,
    em?: EntityManager,
  ): Promise<SettingValue<K> | undefined> {
    const value = await this.rows.read(key, em);
    return value === undefined ? undefined : (settingSchemas[key].parse(value) as SettingValue<K>);
  }

  /**
   * The value as this process knows it: read from the database once, then kept until a change is
   * announced (or SETTINGS_CACHE_MS passes). For reads on every request; a failed read is not kept.
   */
  cached<K extends SettingKey>(key: K): Promise<SettingValue<K> | undefined> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.value as Promise<SettingValue<K> | undefined>;
    const entry = {
      value: this.get(key) as Promise<unknown>,
      until: now + SETTINGS_CACHE_MS,
    };
    this.cache.set(key, entry);
    entry.value.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return entry.value as Promise<SettingValue<K> | undefined>;
  }

  /** Creates or replaces the value (one upsert, safe against a concurrent writer) and announces it. */
  async set<K extends SettingKey>(
    key: K,
    value: SettingValue<K>,
    em?: EntityManager,
  ): Promise<void> {
    await this.rows.write(key, settingSchemas[key].parse(value), em);
    await this.changes.announce(key);
  }
}
