import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { SettingsService } from '../settings/settings.service.js';

export type SiteMode = 'prelaunch' | 'live';

/** How long a process trusts the mode it read; another process's switch is seen within this. */
const CACHE_MS = 3_000;

/** The stored site mode (seeded from SITE_MODE), read on every walled request, so briefly cached. */
@Injectable()
export class SiteModeService {
  private cached: { mode: SiteMode; until: number } | undefined;

  constructor(
    private readonly settings: SettingsService,
    private readonly em: EntityManager,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async current(): Promise<SiteMode> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.mode;
    let stored: SiteMode | undefined;
    try {
      stored = await this.settings.get('site.mode', this.em.fork());
    } catch (error) {
      // Without the mode the wall cannot decide: fail closed, as an outage.
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
    const mode = stored ?? this.config.SITE_MODE;
    this.cached = { mode, until: now + CACHE_MS };
    return mode;
  }

  /** Stores the mode; this process sees it at once, others within the cache time. */
  async set(mode: SiteMode): Promise<void> {
    await this.settings.set('site.mode', mode, this.em.fork());
    this.cached = { mode, until: Date.now() + CACHE_MS };
  }
}
