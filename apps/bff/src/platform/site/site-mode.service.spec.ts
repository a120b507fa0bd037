import { describe, expect, it } from '@jest/globals';
import { ApiException } from '../common/api-exception.js';
import type { SettingsService } from '../settings/settings.service.js';
import { SiteModeService } from './site-mode.service.js';

function service(current: () => Promise<'prelaunch' | 'live'>) {
  const writes: string[] = [];
  const settings = {
    current,
    set: (_key: string, mode: string) => {
      writes.push(mode);
      return Promise.resolve();
    },
  } as unknown as SettingsService;
  return { svc: new SiteModeService(settings), writes };
}

describe('SiteModeService', () => {
  // Stored, else SITE_MODE: the settings' default (settings.service.spec.ts).
  it("reads the settings' per-process copy of the mode in force", async () => {
    expect(await service(() => Promise.resolve('live')).svc.current()).toBe('live');
  });

  it('fails closed with a 503 when the database cannot be read', async () => {
    const attempt = service(() => Promise.reject(new Error('connection refused'))).svc.current();
    await expect(attempt).rejects.toBeInstanceOf(ApiException);
    await expect(attempt).rejects.toMatchObject({ status: 503 });
  });

  it('stores a new mode through the settings (which announce it)', async () => {
    const { svc, writes } = service(() => Promise.resolve('prelaunch'));
    await svc.set('live');
    expect(writes).toEqual(['live']);
  });

  it('answers the launch info from memory once every setting it reads is held, as info() would', async () => {
    const stored: Record<string, unknown> = {
      'site.mode': 'live',
      'site.launchAt': null,
      'site.maintenanceBanner': '',
      'registration.open': true,
    };
    const held = new Set<string>();
    const settings = {
      current: (key: string) => Promise.resolve(stored[key]),
      known: (key: string) => (held.has(key) ? stored[key] : undefined),
    } as unknown as SettingsService;
    const svc = new SiteModeService(settings);
    for (const key of Object.keys(stored)) {
      // Any setting this process has not read yet: no answer from memory (info() reads it).
      expect(svc.knownInfo()).toBeUndefined();
      held.add(key);
    }
    expect(svc.knownInfo()).toEqual(await svc.info());
    expect(svc.knownInfo()).toEqual({
      mode: 'live',
      launchAt: null,
      maintenanceBanner: null,
      registrationOpen: true,
    });
    // The same object while nothing changes (its JSON text is kept), a new one after a change.
    const first = svc.knownInfo();
    expect(svc.knownInfo()).toBe(first);
    stored['site.maintenanceBanner'] = 'Back at noon';
    expect(svc.knownInfo()).not.toBe(first);
    expect(svc.knownInfo()).toMatchObject({ maintenanceBanner: 'Back at noon' });
  });
});
