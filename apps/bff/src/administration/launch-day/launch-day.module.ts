import { Module } from '@nestjs/common';
import { BroadcastsModule } from '../broadcasts/broadcasts.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { SiteModule } from '../../platform/site/site.module.js';
import { LaunchDayService } from './launch-day.service.js';
import { LaunchScheduler } from './launch-scheduler.js';
import { SiteModeAdminController } from './site-mode-admin.controller.js';

/** Going live by operator call, by `npm run launch`, or when the launch time is reached. */
@Module({
  imports: [SiteModule, SettingsModule, BroadcastsModule],
  controllers: [SiteModeAdminController],
  providers: [LaunchDayService, LaunchScheduler],
  exports: [LaunchDayService],
})
export class LaunchDayModule {}
