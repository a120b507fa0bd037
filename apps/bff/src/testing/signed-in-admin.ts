import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../app.js';
import { StartupTasks } from '../platform/database/startup-tasks.js';
import { apiCaller } from './catalogue-app.js';
import { signedInAccount, type SignedInAccount } from './signed-in-account.js';
import { testBffEnv } from './test-env.js';

/** An admin signed in on `app`: "Ada <lastName>", as the audit trail names them. */
export const signedInAdmin = (
  app: NestFastifyApplication,
  lastName = 'Admin',
): Promise<SignedInAccount> => signedInAccount(app, { role: 'admin', lastName });

/**
 * Two BFF processes on one database and Redis prefix, migrated and seeded, with an admin signed
 * in: for what an admin changes on one and the other must hear of over Redis (System Settings,
 * docs/decisions/0012-system-settings.md). `call` asks the first, `onOther` the second.
 */
export async function adminOnTwoBffs(
  label: string,
  options: { env?: Record<string, string>; lastName?: string } = {},
) {
  const env = await testBffEnv(label, { SITE_MODE: 'live', ...options.env });
  const app = await createApp(env.config);
  await app.get(StartupTasks).migrateAndSeed();
  const other = await createApp(env.config);
  const admin = await signedInAdmin(app, options.lastName);
  return {
    app,
    other,
    admin,
    call: apiCaller(() => app),
    onOther: apiCaller(() => other),
    stop: async () => {
      await other.close();
      await app.close();
      await env.cleanup();
    },
  };
}

/**
 * Runs `check` until it passes, every 50 ms for up to 3 s, then fails as it last failed: the
 * other process hears of a change over Redis a moment after the answer.
 */
export async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
