import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { authResponseSchema } from '@matchbazaar/contracts';
import pg from 'pg';
import { createApp } from '../../app.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { testBffEnv } from '../../testing/test-env.js';

/** Polls until `probe` holds; how long it took, or a failure after `timeoutMs`. */
async function within(timeoutMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

/**
 * Two BFF processes' worth of applications on one database: what one keeps in memory of a session
 * or an account is dropped when the other (or any SQL at all) changes it, and nothing is kept
 * while the change notices cannot be heard.
 */
describe('the account cache across processes (real PostgreSQL)', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let db: pg.Client;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('account_cache', { SITE_MODE: 'live' });
    cleanup = env.cleanup;
    a = await createApp(env.config);
    await a.get(StartupTasks).migrateAndSeed();
    b = await createApp(env.config);
    db = new pg.Client({ connectionString: env.config.DATABASE_URL });
    await db.connect();
    // Both applications hear notices before the test starts.
    await within(5_000, async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where application_name = 'bff-change-notices' and datname = current_database()`,
      );
      return rows[0]!.n === 2;
    });
  });

  afterAll(async () => {
    await db?.end();
    await b?.close();
    await a?.close();
    await cleanup?.();
  });

  const me = (app: NestFastifyApplication, account: SignedInAccount) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: account.auth });
  const firstNameOn = async (app: NestFastifyApplication, account: SignedInAccount) =>
    authResponseSchema.parse((await me(app, account)).json()).data.user.firstName;

  it('refuses a session on one process soon after another ended it', async () => {
    const account = await signedInAccount(a);
    expect((await me(b, account)).statusCode).toBe(200);
    expect((await me(b, account)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: account.auth,
    });
    expect(out.statusCode).toBe(200);
    // The notice arrives within milliseconds; a second is room for a loaded CI machine.
    await within(1_000, async () => (await me(b, account)).statusCode === 401);
    expect((await me(a, account)).statusCode).toBe(401);
  });

  it('shows a change any SQL made to the account, and its new role', async () => {
    const account = await signedInAccount(a);
    expect(await firstNameOn(b, account)).toBe('Ada');
    await db.query(
      `update "app_user" set "first_name" = 'Grace', "role" = 'support' where "id" = $1`,
      [account.id],
    );
    await within(1_000, async () => (await firstNameOn(b, account)) === 'Grace');
    const reports = await b.inject({
      method: 'GET',
      url: '/api/v1/reports',
      headers: account.auth,
    });
    expect(reports.statusCode).toBe(200);
  });

  it('keeps nothing while it cannot hear notices, and hears them again after', async () => {
    const account = await signedInAccount(a);
    expect(await firstNameOn(b, account)).toBe('Ada');
    await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'bff-change-notices' and datname = current_database()`,
    );
    await db.query(`update "app_user" set "first_name" = 'Edsger' where "id" = $1`, [account.id]);
    // Whichever comes first, the lost connection or this read, the read is fresh.
    await within(1_000, async () => (await firstNameOn(b, account)) === 'Edsger');

    // Back on notices (reconnected), a change made elsewhere still reaches it.
    await within(10_000, async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where application_name = 'bff-change-notices' and datname = current_database()`,
      );
      return rows[0]!.n === 2;
    });
    expect(await firstNameOn(b, account)).toBe('Edsger');
    await db.query(`update "app_user" set "first_name" = 'Barbara' where "id" = $1`, [account.id]);
    await within(1_000, async () => (await firstNameOn(b, account)) === 'Barbara');
  });
});
