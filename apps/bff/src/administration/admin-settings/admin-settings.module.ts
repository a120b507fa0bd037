import { Module } from '@nestjs/common';
import { LaunchDayModule } from '../launch-day/launch-day.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminSettingsService } from './admin-settings.service.js';

/** /api/v1/admin/settings: System Settings (docs/product/admin.md). */
@Module({
  imports: [SettingsModule, LaunchDayModule, PolicyModule],
  controllers: [AdminSettingsController],
  providers: [AdminSettingsService],
})
export class AdminSettingsModule {}
