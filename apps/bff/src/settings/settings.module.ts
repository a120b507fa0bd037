import { Module } from '@nestjs/common';
import { SettingsChanges } from './settings-changes.js';
import { SettingsService } from './settings.service.js';

@Module({ providers: [SettingsChanges, SettingsService], exports: [SettingsService] })
export class SettingsModule {}
