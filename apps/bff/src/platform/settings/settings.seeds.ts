import type { BffConfig } from '../config/bff-config.js';
import type { Seed } from '../database/seed-runner.js';
import type { SettingsService } from './settings.service.js';

/** The settings domain's seeds. `site.mode` starts from SITE_MODE; afterwards admins change it. */
export function settingsSeeds(
  settings: SettingsService,
  config: Pick<BffConfig, 'SITE_MODE'>,
): Seed[] {
  return [
    {
      name: 'settings.site-mode',
      run: (em) => settings.set('site.mode', config.SITE_MODE, em),
    },
  ];
}
