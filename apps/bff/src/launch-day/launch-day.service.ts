import { Injectable, Logger } from '@nestjs/common';
import type { BroadcastTrigger, SiteModeChanged } from '@matchbazaar/contracts';
import { BroadcastsService } from '../broadcasts/broadcasts.service.js';
import { SiteModeService, type SiteMode } from '../site/site-mode.service.js';

/** Going live: the site opens and the one launch broadcast starts (DESIGN.md "Site mode"). */
@Injectable()
export class LaunchDayService {
  private readonly logger = new Logger(LaunchDayService.name);

  constructor(
    private readonly siteMode: SiteModeService,
    private readonly broadcasts: BroadcastsService,
  ) {}

  /**
   * Switching to live starts the launch broadcast; doing it again finds the same broadcast (and
   * re-sweeps for anyone still owed a message). Switching back to prelaunch sends nothing.
   */
  async changeMode(mode: SiteMode, trigger: BroadcastTrigger): Promise<SiteModeChanged> {
    await this.siteMode.set(mode);
    if (mode === 'prelaunch') {
      this.logger.log(`site mode set to prelaunch (${trigger})`);
      return { mode, broadcastId: null };
    }
    const broadcast = await this.broadcasts.start('launch', trigger);
    this.logger.log(`site is live (${trigger}); launch broadcast ${broadcast.id}`);
    return { mode, broadcastId: broadcast.id };
  }
}
