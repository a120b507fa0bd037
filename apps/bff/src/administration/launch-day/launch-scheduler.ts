import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { launchTarget } from '@matchbazaar/contracts';
import { BroadcastsService } from '../broadcasts/broadcasts.service.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { SiteModeService } from '../../platform/site/site-mode.service.js';
import { LaunchDayService } from './launch-day.service.js';

/** Timers cannot wait longer than about 24.8 days; a long wait is re-armed in steps. */
const MAX_TIMER_MS = 6 * 60 * 60 * 1_000;
const RETRY_MS = 30_000;

/**
 * Goes live when the launch time is reached: the one an admin set (System Settings), else
 * LAUNCH_AT, else the next 22 September 00:00 in the server's time zone as seen when this process
 * started. Every BFF arms one, and re-arms when the launch time changes in any of them; the
 * broadcast's unique kind keeps it to one broadcast, and once a launch broadcast exists nothing
 * happens, so a restart after launch never re-opens a site an operator closed again. It arms only
 * once the database is migrated and seeded: earlier, the first check finds no tables (and waits
 * the 30 s retry), or the run-once site-mode seed overwrites the live mode it just stored.
 */
@Injectable()
export class LaunchScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LaunchScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private defaultTarget = 0;
  private ready = false;
  private stopped = false;

  constructor(
    private readonly launchDay: LaunchDayService,
    private readonly siteMode: SiteModeService,
    private readonly settings: SettingsService,
    private readonly broadcasts: BroadcastsService,
    private readonly databaseReady: DatabaseReady,
  ) {}

  onApplicationBootstrap(): void {
    this.defaultTarget = launchTarget(new Date()).getTime();
    this.settings.onChange((key) => {
      if (this.ready && (key === undefined || key === 'site.launchAt')) this.checkSoon(0);
    });
    void this.databaseReady.whenReady().then(() => {
      this.ready = true;
      this.checkSoon(0);
    });
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Runs when the timer fires; exposed for tests. Resolves once the launch is handled. */
  async check(now = Date.now()): Promise<'waiting' | 'launched' | 'already-launched'> {
    const launchAt = await this.siteMode.launchAt();
    const target = launchAt ? Date.parse(launchAt) : this.defaultTarget;
    if (now < target) {
      this.checkSoon(target - now);
      return 'waiting';
    }
    if (await this.broadcasts.find('launch')) return 'already-launched';
    await this.launchDay.changeMode('live', 'schedule', 'system');
    return 'launched';
  }

  private checkSoon(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.check().catch((error: unknown) => {
          this.logger.error(
            `Going live at the launch time failed; retrying in ${RETRY_MS / 1000} s: ${(error as Error).message}`,
          );
          this.checkSoon(RETRY_MS);
        });
      },
      Math.max(0, Math.min(delayMs, MAX_TIMER_MS)),
    );
    // A pending launch must not keep a stopping process alive.
    this.timer.unref();
  }
}
