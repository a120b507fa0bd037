import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SettingsChanges } from './settings-changes.js';
import { SettingsRepository } from './settings.repository.js';
import { SETTINGS_CACHE_MS, SettingsService } from './settings.service.js';

/** A settings service over a one-row stand-in table, with announcements wired back to it. */
function settingsOver(initial: unknown) {
  let stored = initial;
  let reads = 0;
  let fail = false;
  const em = {
    fork: () => em,
    findOne: () => {
      reads++;
      if (fail) return Promise.reject(new Error('connection refused'));
      return Promise.resolve(stored === undefined ? null : { value: stored });
    },
    upsert: (_entity: unknown, row: { value: unknown }) => {
      stored = row.value;
      return Promise.resolve();
    },
  } as unknown as EntityManager;
  let forget: (key: string | undefined) => void = () => undefined;
  const changes = {
    onForget: (listener: typeof forget) => (forget = listener),
    announce: (key: string) => Promise.resolve(forget(key)),
  } as unknown as SettingsChanges;
  return {
    settings: new SettingsService(new SettingsRepository(em), changes, {
      SITE_MODE: 'prelaunch',
      LAUNCH_AT: undefined,
    }),
    reads: () => reads,
    failReads: (value: boolean) => (fail = value),
    /** Another process wrote the row and announced it. */
    writtenElsewhere: (value: unknown) => {
      stored = value;
      forget('site.mode');
    },
    /** The subscription dropped: announcements may have been lost. */
    interrupted: () => forget(undefined),
    /** Another process wrote the row but its announcement was lost. */
    writtenUnannounced: (value: unknown) => (stored = value),
  };
}

describe('SettingsService.cached', () => {
  it('reads the database once, then answers from memory', async () => {
    const s = settingsOver('prelaunch');
    expect(await s.settings.cached('site.mode')).toBe('prelaunch');
    expect(await s.settings.cached('site.mode')).toBe('prelaunch');
    expect(s.reads()).toBe(1);
  });

  it('drops its copy when a change is announced, here or by another process', async () => {
    const s = settingsOver('prelaunch');
    await s.settings.cached('site.mode');
    await s.settings.set('site.mode', 'live');
    expect(await s.settings.cached('site.mode')).toBe('live');
    s.writtenElsewhere('prelaunch');
    expect(await s.settings.cached('site.mode')).toBe('prelaunch');
    s.writtenUnannounced('live');
    s.interrupted();
    expect(await s.settings.cached('site.mode')).toBe('live');
  });

  it('keeps a copy no longer than SETTINGS_CACHE_MS when an announcement is lost', async () => {
    const s = settingsOver('prelaunch');
    const realNow = Date.now;
    try {
      await s.settings.cached('site.mode');
      s.writtenUnannounced('live');
      expect(await s.settings.cached('site.mode')).toBe('prelaunch');
      const later = realNow() + SETTINGS_CACHE_MS + 1;
      Date.now = () => later;
      expect(await s.settings.cached('site.mode')).toBe('live');
    } finally {
      Date.now = realNow;
    }
  });

  it('does not keep a failed read', async () => {
    const s = settingsOver('live');
    s.failReads(true);
    await expect(s.settings.cached('site.mode')).rejects.toThrow('connection refused');
    s.failReads(false);
    expect(await s.settings.cached('site.mode')).toBe('live');
  });

  it('refuses a stored value of the wrong shape', async () => {
    await expect(settingsOver('open').settings.cached('site.mode')).rejects.toThrow();
  });
});

describe('SettingsService.known', () => {
  it('answers only once a read has settled, with the value in force, until it is dropped', async () => {
    const s = settingsOver('live');
    expect(s.settings.known('site.mode')).toBeUndefined();
    const reading = s.settings.cached('site.mode');
    expect(s.settings.known('site.mode')).toBeUndefined();
    await reading;
    expect(s.settings.known('site.mode')).toBe('live');
    s.writtenElsewhere('prelaunch');
    expect(s.settings.known('site.mode')).toBeUndefined();
    const unset = settingsOver(undefined).settings;
    await unset.current('site.mode');
    expect(unset.known('site.mode')).toBe('prelaunch');
  });

  it('forgets a copy older than SETTINGS_CACHE_MS, and never holds a failed read', async () => {
    const s = settingsOver('live');
    const realNow = Date.now;
    try {
      await s.settings.cached('site.mode');
      const later = realNow() + SETTINGS_CACHE_MS + 1;
      Date.now = () => later;
      expect(s.settings.known('site.mode')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
    const failing = settingsOver('live');
    failing.failReads(true);
    await expect(failing.settings.cached('site.mode')).rejects.toThrow();
    expect(failing.settings.known('site.mode')).toBeUndefined();
  });
});

describe('SettingsService.current', () => {
  it('is the stored value, else the default (SITE_MODE for the site mode)', async () => {
    expect(await settingsOver('live').settings.current('site.mode')).toBe('live');
    const unset = settingsOver(undefined).settings;
    expect(await unset.current('site.mode')).toBe('prelaunch');
    expect(await unset.current('registration.open')).toBe(true);
    expect(await unset.current('site.maintenanceBanner')).toBe('');
    expect(await unset.current('catalogue.listingLifetimeDays')).toBe(90);
  });
});
