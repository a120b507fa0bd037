import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.js';
import { SettingsService } from '../settings/settings.service.js';
import { testBffEnv } from '../../testing/test-env.js';
import { migrations } from './migrations/index.js';
import { StartupTasks } from './startup-tasks.js';

describe('migrations and seeds', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('database', { SITE_MODE: 'live' });
    cleanup = env.cleanup;
    app = await createApp(env.config);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const query = <T extends object>(sql: string) =>
    app.get(MikroORM).em.fork().getConnection().execute<T[]>(sql);

  it('starts from an empty database', async () => {
    const tables = await query<{ name: string | null }>(
      `select to_regclass('public.system_setting')::text as name`,
    );
    expect(tables[0]?.name).toBeNull();
  });

  it('migrates and seeds once, even when two start-ups race', async () => {
    const tasks = app.get(StartupTasks);
    const [first, second] = await Promise.all([tasks.migrateAndSeed(), tasks.migrateAndSeed()]);
    // Every migration once, in the order of the list (its names sort by time, so the list can
    // only grow at the end), whichever start-up ran it.
    const names = migrations.map((migration) => migration.name);
    expect([...names].sort()).toEqual(names);
    expect([...first.migrations, ...second.migrations]).toEqual(names);
    expect([...first.seeds, ...second.seeds]).toEqual(['settings.site-mode', 'search.synonyms']);

    const again = await tasks.migrateAndSeed();
    expect(again).toEqual({ migrations: [], seeds: [] });

    const tables = await query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['mikro_orm_migrations', 'seed_run', 'system_setting']),
    );
    expect(await query<{ name: string }>('select name from seed_run order by name')).toEqual([
      { name: 'search.synonyms' },
      { name: 'settings.site-mode' },
    ]);
    expect(
      await query<{ key: string; value: unknown }>('select key, value from system_setting'),
    ).toEqual([{ key: 'site.mode', value: 'live' }]);
  });

  it('does not overwrite a setting an admin changed when seeding again', async () => {
    const settings = app.get(SettingsService);
    const em = app.get(MikroORM).em.fork();
    await settings.set('site.mode', 'prelaunch', em);
    await app.get(StartupTasks).migrateAndSeed();
    expect(await settings.get('site.mode', app.get(MikroORM).em.fork())).toBe('prelaunch');
  });
});
