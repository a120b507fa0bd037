import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../app.js';
import { StartupTasks } from '../platform/database/startup-tasks.js';
import { SettingsService } from '../platform/settings/settings.service.js';
import { testBffEnv } from './test-env.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call under /api/v1 as a client sends it (headers: the caller's bearer, if any). */
export function apiCaller(app: () => NestFastifyApplication) {
  return (method: Method, url: string, headers: Record<string, string> = {}, body?: unknown) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
}

export type ApiCall = ReturnType<typeof apiCaller>;

/**
 * A live BFF on its own database and Redis prefix for a catalogue spec, migrated and seeded, with
 * the moderation policy the spec needs (default: off, so posts publish at once).
 */
export async function startCatalogueApp(
  label: string,
  options: { policy?: 'off' | 'new_authors' | 'everything'; env?: Record<string, string> } = {},
) {
  const env = await testBffEnv(label, { SITE_MODE: 'live', ...options.env });
  const app = await createApp(env.config);
  await app.get(StartupTasks).migrateAndSeed();
  await app.get(SettingsService).set('moderation.policy', options.policy ?? 'off');
  return {
    app,
    call: apiCaller(() => app),
    /** A statement on the spec's database outside any request: what the API does not offer. */
    sql: <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      app.get(EntityManager).fork().execute<T[]>(query, params),
    stop: async () => {
      await app.close();
      await env.cleanup();
    },
  };
}
