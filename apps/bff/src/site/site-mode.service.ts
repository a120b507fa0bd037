import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { SettingsService } from '../settings/settings.service.js';

export type SiteMode = 'prelaunch' | 'live';

/**
 * The stored site mode (seeded from SITE_MODE), read on every walled request: from the settings'
 * per-process copy, which every process drops as soon as any of them changes the mode.
 */
@Injectable()
export class SiteModeService {
  constructor(
    private readonly settings: SettingsService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async current(): Promise<SiteMode> {
    let stored: SiteMode | undefined;
    try {
      stored = await this.settings.cached('site.mode');
    } catch (error) {
      // Without the mode the wall cannot decide: fail closed, as an outage.
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
    return stored ?? this.config.SITE_MODE;
  }

  /** Stores the mode; every process sees it at once. */
  async set(mode: SiteMode): Promise<void> {
    await this.settings.set('site.mode', mode);
  }
}
