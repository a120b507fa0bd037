import { HttpStatus, Injectable } from '@nestjs/common';
import { messages, type LaunchInfo } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { SettingsService } from '../settings/settings.service.js';

export type SiteMode = 'prelaunch' | 'live';

/**
 * The stored site mode (seeded from SITE_MODE), read on every walled request: from the settings'
 * per-process copy, which every process drops as soon as any of them changes the mode.
 */
@Injectable()
export class SiteModeService {
  /** The launch info last made from memory: handed out again while its settings stay the same. */
  private lastKnownInfo: LaunchInfo | undefined;

  constructor(private readonly settings: SettingsService) {}

  async current(): Promise<SiteMode> {
    try {
      return await this.settings.current('site.mode');
    } catch (error) {
      // Without the mode the wall cannot decide: fail closed, as an outage.
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
  }

  /** The mode, when this process already holds it (undefined: ask `current`). */
  known(): SiteMode | undefined {
    return this.settings.known('site.mode');
  }

  /** GET /api/launch: what every page needs to know about the site (docs/product/site.md). */
  async info(): Promise<LaunchInfo> {
    const [mode, launchAt, banner, registrationOpen] = await Promise.all([
      this.current(),
      this.launchAt(),
      this.settings.current('site.maintenanceBanner'),
      this.settings.current('registration.open'),
    ]);
    return launchInfo(mode, launchAt, banner, registrationOpen);
  }

  /**
   * The launch info when this process already holds every setting it reads (undefined: ask
   * `info`): what every page asks first is answered without waiting on a promise. While the
   * settings stay the same it is the same object, so its JSON text is made once (LaunchController).
   */
  knownInfo(): LaunchInfo | undefined {
    const mode = this.known();
    const launchAt = this.settings.known('site.launchAt');
    const banner = this.settings.known('site.maintenanceBanner');
    const registrationOpen = this.settings.known('registration.open');
    if (
      mode === undefined ||
      launchAt === undefined ||
      banner === undefined ||
      registrationOpen === undefined
    )
      return undefined;
    const info = launchInfo(mode, launchAt, banner, registrationOpen);
    const last = this.lastKnownInfo;
    if (
      last?.mode === info.mode &&
      last.launchAt === info.launchAt &&
      last.maintenanceBanner === info.maintenanceBanner &&
      last.registrationOpen === info.registrationOpen
    )
      return last;
    return (this.lastKnownInfo = info);
  }

  /** The launch time an admin set, else LAUNCH_AT; null: the next 22 September 00:00. */
  launchAt(): Promise<string | null> {
    return this.settings.current('site.launchAt');
  }

  /** Stores the mode; every process sees it at once. */
  async set(mode: SiteMode): Promise<void> {
    await this.settings.set('site.mode', mode);
  }
}

const launchInfo = (
  mode: SiteMode,
  launchAt: string | null,
  banner: string,
  registrationOpen: boolean,
): LaunchInfo => ({
  mode,
  launchAt,
  maintenanceBanner: banner === '' ? null : banner,
  registrationOpen,
});
