import { Inject, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { entitiesOf } from '../database/entity-registry.js';
import { SeedRegistry, seedOrder } from '../database/seed-registry.js';
import { SettingsChanges } from './settings-changes.js';
import { SettingsEditor } from './settings-editor.js';
import { SettingsRepository } from './settings.repository.js';
import { settingsSeeds } from './settings.seeds.js';
import { SettingsService } from './settings.service.js';
import { SystemSetting } from './system-setting.entity.js';

@Module({
  imports: [entitiesOf(SystemSetting), AuditModule],
  providers: [SettingsChanges, SettingsService, SettingsRepository, SettingsEditor],
  // SettingsChanges: what announces other run-time data operators edit (the search's synonyms).
  exports: [SettingsService, SettingsEditor, SettingsChanges],
})
export class SettingsModule {
  constructor(
    seeds: SeedRegistry,
    settings: SettingsService,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    seeds.register(seedOrder.settings, settingsSeeds(settings, config));
  }
}
