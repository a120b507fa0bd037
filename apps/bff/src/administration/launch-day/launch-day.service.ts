import { Injectable, Logger } from '@nestjs/common';
import type { BroadcastTrigger, LaunchStatus, SiteModeChanged } from '@matchbazaar/contracts';
import type { AuditActor } from '../../platform/audit/audit-log.service.js';
import { BroadcastsService } from '../broadcasts/broadcasts.service.js';
import { SettingsEditor } from '../../platform/settings/settings-editor.js';
import { SiteModeService, type SiteMode } from '../../platform/site/site-mode.service.js';

/**
 * Going live: the site opens and the one launch broadcast starts
 * (docs/decisions/0002-site-mode-and-access-gate.md).
 */
@Injectable()
export class LaunchDayService {
  private readonly logger = new Logger(LaunchDayService.name);

  constructor(
    private readonly siteMode: SiteModeService,
    private readonly settings: SettingsEditor,
    private readonly broadcasts: BroadcastsService,
  ) {}

  /** The mode, the launch time and, once it started, the launch broadcast's progress. */
  async status(): Promise<LaunchStatus> {
    const [mode, launchAt, broadcast] = await Promise.all([
      this.siteMode.current(),
      this.siteMode.launchAt(),
      this.broadcasts.find('launch'),
    ]);
    return {
      mode,
      launchAt,
      broadcast: broadcast ? await this.broadcasts.progress(broadcast.id) : null,
    };
  }

  /**
   * Switching to live starts the launch broadcast; doing it again finds the same broadcast (and
   * re-sweeps for anyone still owed a message). Switching back to prelaunch sends nothing. The
   * change is audited as `actor`'s (an admin, the operator token, or the launch time passing).
   */
  async changeMode(
    mode: SiteMode,
    trigger: BroadcastTrigger,
    actor: AuditActor,
  ): Promise<SiteModeChanged> {
    await this.settings.change(actor, { 'site.mode': mode });
    if (mode === 'prelaunch') {
      this.logger.log(`site mode set to prelaunch (${trigger})`);
      return { mode, broadcastId: null };
    }
    const broadcast = await this.broadcasts.start('launch', trigger);
    this.logger.log(`site is live (${trigger}); launch broadcast ${broadcast.id}`);
    return { mode, broadcastId: broadcast.id };
  }
}
