import { describe, expect, it } from '@jest/globals';
import { ApiException } from '../common/api-exception.js';
import type { BffConfig } from '../config/bff-config.js';
import type { SettingsService } from '../settings/settings.service.js';
import { SiteModeService } from './site-mode.service.js';

const config = { SITE_MODE: 'prelaunch' } as BffConfig;

function service(cached: () => Promise<'prelaunch' | 'live' | undefined>) {
  const writes: string[] = [];
  const settings = {
    cached,
    set: (_key: string, mode: string) => {
      writes.push(mode);
      return Promise.resolve();
    },
  } as unknown as SettingsService;
  return { svc: new SiteModeService(settings, config), writes };
}

describe('SiteModeService', () => {
  it("reads the settings' per-process copy of the stored mode", async () => {
    expect(await service(() => Promise.resolve('live')).svc.current()).toBe('live');
  });

  it('falls back to SITE_MODE when nothing is stored', async () => {
    expect(await service(() => Promise.resolve(undefined)).svc.current()).toBe('prelaunch');
  });

  it('fails closed with a 503 when the database cannot be read', async () => {
    const attempt = service(() => Promise.reject(new Error('connection refused'))).svc.current();
    await expect(attempt).rejects.toBeInstanceOf(ApiException);
    await expect(attempt).rejects.toMatchObject({ status: 503 });
  });

  it('stores a new mode through the settings (which announce it)', async () => {
    const { svc, writes } = service(() => Promise.resolve(undefined));
    await svc.set('live');
    expect(writes).toEqual(['live']);
  });
});
