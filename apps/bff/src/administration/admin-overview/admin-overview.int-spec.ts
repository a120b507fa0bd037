import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminOverviewAnswerSchema, queueNames, signupDays } from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount } from '../../testing/signed-in-account.js';

type Started = Awaited<ReturnType<typeof startCatalogueApp>>;

describe('GET /api/v1/admin/overview (real PostgreSQL and Redis)', () => {
  let s: Started;

  beforeAll(async () => {
    s = await startCatalogueApp('admin-overview');
  });

  afterAll(async () => {
    await s?.stop();
  });

  it('is for admins only: 401 signed out, 403 for buyers, sellers and support', async () => {
    expect((await s.call('GET', '/admin/overview')).statusCode).toBe(401);
    for (const role of ['user', 'trader', 'support'] as const) {
      const account = await signedInAccount(s.app, { role });
      expect((await s.call('GET', '/admin/overview', account.auth)).statusCode).toBe(403);
    }
  });

  it('counts accounts by role, sign-ups per day, posts by status and each queue', async () => {
    const admin = await signedInAccount(s.app, { role: 'admin' });
    await signedInAccount(s.app, { role: 'trader' });
    const res = await s.call('GET', '/admin/overview', admin.auth);
    expect(res.statusCode).toBe(200);
    const data = adminOverviewAnswerSchema.parse(res.json()).data;
    expect(data.users.byRole).toMatchObject({
      admin: expect.any(Number),
      trader: expect.any(Number),
    });
    expect(data.users.total).toBe(Object.values(data.users.byRole).reduce((a, b) => a + b, 0));
    expect(data.users.signupsByDay).toHaveLength(signupDays);
    // The accounts made by this spec today are in today's bar.
    expect(data.users.signupsByDay.at(-1)!.count).toBeGreaterThanOrEqual(5);
    expect(data.moderation).toEqual({ pendingPosts: 0, openReports: 0 });
    expect(data.queues?.map((queue) => queue.name).sort()).toEqual([...queueNames].sort());
  });
});
