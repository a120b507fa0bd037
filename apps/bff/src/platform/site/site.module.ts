import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SettingsModule } from '../settings/settings.module.js';
import { LaunchController } from './launch.controller.js';
import { PrelaunchWallGuard } from './prelaunch-wall.guard.js';
import { SiteModeService } from './site-mode.service.js';

@Module({
  imports: [SettingsModule],
  controllers: [LaunchController],
  providers: [SiteModeService, { provide: APP_GUARD, useClass: PrelaunchWallGuard }],
  exports: [SiteModeService],
})
export class SiteModule {}
