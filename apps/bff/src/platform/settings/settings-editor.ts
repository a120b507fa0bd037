import { Injectable } from '@nestjs/common';
import type { SettingKey, SystemSettingsChange } from '@matchbazaar/contracts';
import { isDeepStrictEqual } from 'node:util';
import { AuditLog, type AuditActor } from '../audit/audit-log.service.js';
import { Transactions } from '../database/transactions.js';
import { SettingsService } from './settings.service.js';

/**
 * Changing settings (docs/decisions/0012-system-settings.md): each changed value and its audit
 * entry (the value before and after) in one transaction, then announced to every BFF process, so
 * the change takes effect everywhere without a restart. A value sent unchanged writes nothing.
 */
@Injectable()
export class SettingsEditor {
  constructor(
    private readonly settings: SettingsService,
    private readonly audit: AuditLog,
    private readonly transactions: Transactions,
  ) {}

  /** Returns the keys whose value changed. */
  async change(actor: AuditActor, values: SystemSettingsChange): Promise<SettingKey[]> {
    const changed = await this.transactions.run(async () => {
      const keys: SettingKey[] = [];
      for (const [key, after] of Object.entries(values) as [SettingKey, unknown][]) {
        const before = await this.settings.stored(key);
        if (after === undefined || isDeepStrictEqual(before, after)) continue;
        await this.settings.write(key, after as never);
        await this.audit.record(
          actor,
          'setting.changed',
          { kind: 'setting', id: key },
          { value: before },
          { value: after },
        );
        keys.push(key);
      }
      return keys;
    });
    await this.settings.announce(changed);
    return changed;
  }
}
