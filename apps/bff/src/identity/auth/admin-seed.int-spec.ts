import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';

const ADMIN_EMAIL = 'Owner@Example.com';
const ADMIN_PASSWORD = 'Seeded-Admin-Passphrase-1';

describe('the first-start admin (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('admin_seed', { ADMIN_EMAIL, ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('exists after the first start, verified, and signs in at /auth/admin', async () => {
    const res = await kit.call('POST', 'auth/admin/login', {
      body: { email: 'owner@example.com', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data?.user).toMatchObject({
      email: 'Owner@example.com',
      role: 'admin',
      isEmailVerified: true,
    });
  });

  it('is seeded once', async () => {
    expect(await kit.app.get(StartupTasks).migrateAndSeed()).toEqual({ migrations: [], seeds: [] });
  });
});
