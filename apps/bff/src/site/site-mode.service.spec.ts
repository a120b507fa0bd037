import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiException } from '../common/api-exception.js';
import type { BffConfig } from '../config/bff-config.js';
import type { SettingsService } from '../settings/settings.service.js';
import { SiteModeService } from './site-mode.service.js';

const em = { fork: () => em } as unknown as EntityManager;
const config = { SITE_MODE: 'prelaunch' } as BffConfig;

function service(get: () => Promise<'prelaunch' | 'live' | undefined>) {
  let reads = 0;
  const settings = {
    get: () => {
      reads++;
      return get();
    },
  } as unknown as SettingsService;
  return { svc: new SiteModeService(settings, em, config), reads: () => reads };
}

describe('SiteModeService', () => {
  it('reads the stored mode once per cache window', async () => {
    const { svc, reads } = service(() => Promise.resolve('live'));
    expect(await svc.current()).toBe('live');
    expect(await svc.current()).toBe('live');
    expect(reads()).toBe(1);
  });

  it('falls back to SITE_MODE when nothing is stored', async () => {
    expect(await service(() => Promise.resolve(undefined)).svc.current()).toBe('prelaunch');
  });

  it('fails closed with a 503 when the database cannot be read', async () => {
    const attempt = service(() => Promise.reject(new Error('connection refused'))).svc.current();
    await expect(attempt).rejects.toBeInstanceOf(ApiException);
    await expect(attempt).rejects.toMatchObject({ status: 503 });
  });
});
