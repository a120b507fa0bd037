import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  settingKeys,
  settingSchemas,
  type SettingKey,
  type SettingValue,
  type SystemSettings,
} from '@matchbazaar/contracts';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { settingDefaults } from './setting-defaults.js';
import { SettingsChanges } from './settings-changes.js';
import { SettingsRepository } from './settings.repository.js';

// The keys and the shape of their values are contracts' (settingSchemas): the admin's form, the
// PATCH route and every read here check a value by the same schema, so a bad row never leaks out.

/**
 * How long a process keeps a value it read. Changes are announced to every process at once; this
 * only bounds how stale a copy can get when an announcement is lost (Redis down while it was made).
 */
export const SETTINGS_CACHE_MS = 60_000;

/** A value this process read: the read, and once it has settled, what it read. */
interface Kept {
  value: Promise<unknown>;
  until: number;
  settled?: { value: unknown };
}

@Injectable()
export class SettingsService {
  private readonly cache = new Map<SettingKey, Kept>();
  private readonly defaults: SystemSettings;

  constructor(
    private readonly rows: SettingsRepository,
    private readonly changes: SettingsChanges,
    @Inject(BFF_CONFIG) config: Pick<BffConfig, 'SITE_MODE' | 'LAUNCH_AT'>,
  ) {
    this.defaults = settingDefaults(config);
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
    const entry: Kept = { value: this.get(key), until: now + SETTINGS_CACHE_MS };
    this.cache.set(key, entry);
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => {
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    return entry.value as Promise<SettingValue<K> | undefined>;
  }

  /**
   * The value in force when this process already holds it (as `current` would answer), else
   * undefined: lets a check made on every request answer without waiting on a promise.
   */
  known<K extends SettingKey>(key: K): SettingValue<K> | undefined {
    const hit = this.cache.get(key);
    if (!hit?.settled || hit.until <= Date.now()) return undefined;
    return (hit.settled.value as SettingValue<K> | undefined) ?? this.defaultOf(key);
  }

  /** The value in force: as `cached`, else the setting's default. */
  async current<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return (await this.cached(key)) ?? this.defaultOf(key);
  }

  /** Every setting's value in force (the admin's System Settings page). */
  async all(): Promise<SystemSettings> {
    const values = await Promise.all(settingKeys.map((key) => this.current(key)));
    return Object.fromEntries(settingKeys.map((key, i) => [key, values[i]])) as SystemSettings;
  }

  defaultOf<K extends SettingKey>(key: K): SettingValue<K> {
    return this.defaults[key];
  }

  /** The value stored now (not this process's copy), else the default: what a change replaces. */
  async stored<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return (await this.get(key)) ?? this.defaultOf(key);
  }

  /**
   * Creates or replaces the value without announcing it: inside Transactions.run it commits with
   * the rest of the change, and the caller announces it after the commit.
   */
  async write<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    const checked = settingSchemas[key].parse(value);
    // null (a launch time taken away) is the default again: no row.
    if (checked === null) await this.rows.remove(key);
    else await this.rows.write(key, checked);
  }

  /** Tells every process (this one included) that these settings changed. */
  async announce(keys: readonly SettingKey[]): Promise<void> {
    for (const key of keys) await this.changes.announce(key);
  }

  /**
   * Calls `listener` when a setting changed here or in another process (the key), or when changes
   * may have been missed (undefined): for what must act on a change, not only read it again.
   */
  onChange(listener: (key: SettingKey | undefined) => void): void {
    this.changes.onForget((key) => listener(key as SettingKey | undefined));
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
