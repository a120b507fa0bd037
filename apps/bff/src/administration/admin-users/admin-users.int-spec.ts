import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  adminDoneAnswerSchema,
  adminUserAnswerSchema,
  adminUserDetailAnswerSchema,
  adminUsersPageAnswerSchema,
  apiErrorSchema,
  auditPageAnswerSchema,
  listingSearchAnswerSchema,
  authCookies,
  authResponseSchema,
  messages,
  realtimeNamespace,
  serverEvents,
  shopAnswerSchema,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { AccountErasureService } from '../../identity/account-erasure/account-erasure.service.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { expectAdminOnly } from '../../testing/admin-only.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import {
  populatedAccount,
  POPULATED_PASSWORD,
  type PopulatedAccount,
} from '../../testing/populated-account.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { listen } from '../../testing/test-env.js';
import { AdminUsersService } from './admin-users.service.js';

const m = messages.admin;
const ID = '00000000-0000-4000-8000-000000000000';

describe('Manage Users (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let base: string;
  let stop: () => Promise<void>;
  let admin: SignedInAccount;
  const sockets: Socket[] = [];
  const call = apiCaller(() => app);

  /** The answer's body after checking its status. */
  async function expectStatus(
    answer: Promise<{ statusCode: number; body: string }>,
    status: number,
  ): Promise<unknown> {
    const res = await answer;
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
    return JSON.parse(res.body) as unknown;
  }
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(method, `/admin/users${url}`, admin.auth, body);
  const detail = async (id: string) =>
    adminUserDetailAnswerSchema.parse(await expectStatus(asAdmin('GET', `/${id}`), 200)).data;
  const auditOf = async (id: string) =>
    auditPageAnswerSchema.parse(
      await expectStatus(
        call('GET', `/admin/audit?targetKind=user&targetId=${id}`, admin.auth),
        200,
      ),
    ).data.entries;

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('admin_users'));
    base = await listen(app);
    admin = await signedInAccount(app, { role: 'admin', lastName: 'Admin' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stop?.();
  });

  it('is for admins only: a visitor gets 401, user, trader and support 403', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/admin/users' },
      { method: 'GET', url: `/admin/users/${ID}` },
      { method: 'PUT', url: `/admin/users/${ID}/role`, body: { role: 'admin' } },
      { method: 'POST', url: `/admin/users/${ID}/suspend`, body: { reason: 'Spam' } },
      { method: 'POST', url: `/admin/users/${ID}/reinstate` },
      { method: 'POST', url: `/admin/users/${ID}/verify-email` },
      { method: 'POST', url: `/admin/users/${ID}/password-reset` },
      { method: 'DELETE', url: `/admin/users/${ID}` },
    ]);
  });

  it('searches by name, email or phone, filters, sorts and pages on the server', async () => {
    const seller = await populatedAccount(app);
    const page = async (query: string) =>
      adminUsersPageAnswerSchema.parse(await expectStatus(asAdmin('GET', query), 200)).data;

    for (const q of [
      seller.firstName.slice(0, 9),
      seller.email.toUpperCase(),
      seller.phone.slice(-7),
    ]) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect({ q, ids: found.users.map((u) => u.id) }).toEqual({ q, ids: [seller.id] });
    }
    const traders = await page('?role=trader&pageSize=100');
    expect(traders.users.every((u) => u.role === 'trader')).toBe(true);
    expect(traders.users.map((u) => u.id)).toContain(seller.id);
    expect(
      (await page(`?q=${seller.lastName}&phoneVerified=true&emailVerified=true&status=active`))
        .total,
    ).toBe(1);
    expect((await page(`?q=${seller.lastName}&status=suspended`)).total).toBe(0);
    expect((await page(`?q=${seller.lastName}&phoneVerified=false`)).total).toBe(0);

    // Sorted by email both ways, two to a page: the pages follow each other, the total counts all.
    const all = await page('?sort=email&order=asc&pageSize=100');
    const emails = all.users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const second = await page('?sort=email&order=asc&pageSize=2&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(second.users.map((u) => u.id)).toEqual(all.users.slice(2, 4).map((u) => u.id));
    const signedIn = await page('?sort=lastSignInAt&order=desc&pageSize=100');
    expect(signedIn.users.length).toBe(all.total);

    for (const [query, path, msg] of [
      ['?pageSize=0', 'pageSize', m.pageSizeInvalid],
      ['?page=0', 'page', m.pageInvalid],
      ['?sort=password', 'sort', m.userSortInvalid],
      ['?role=owner', 'role', m.roleInvalid],
      ['?emailVerified=yes', 'emailVerified', m.verifiedFilterInvalid],
      [`?q=${'x'.repeat(101)}`, 'q', m.userSearchInvalid],
    ] as const) {
      const body = apiErrorSchema.parse(await expectStatus(asAdmin('GET', query), 400));
      expect(body.errors).toContainEqual({ path, msg });
    }
  });

  it("shows an account's profile, sessions, shop, posts and audit entries", async () => {
    const seller = await populatedAccount(app);
    const page = await detail(seller.id);
    expect(page.user).toMatchObject({
      id: seller.id,
      firstName: seller.firstName,
      role: 'trader',
      status: 'active',
      suspendedAt: null,
    });
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    expect(page.shop?.id).toBe(seller.shopId);
    expect(page.posts.listings).toMatchObject({ published: 1, draft: 1, hidden: 0 });
    expect(page.posts.requirements).toMatchObject({ open: 1, draft: 1 });
    expect(page.posts.recent.map((p) => p.id).sort()).toEqual(
      [
        seller.listingId,
        seller.draftListingId,
        seller.requirementId,
        seller.draftRequirementId,
      ].sort(),
    );
    expect(page.audit).toEqual([]);
    expect(apiErrorSchema.parse(await expectStatus(asAdmin('GET', `/${ID}`), 404)).message).toBe(
      m.userNotFound,
    );
    expect(
      apiErrorSchema.parse(await expectStatus(asAdmin('GET', '/not-an-id'), 404)).message,
    ).toBe(m.userNotFound);
  });

  it('changes a role, audited, effective on the next call with the same token', async () => {
    const member = await signedInAccount(app, { role: 'user' });
    expect((await call('GET', '/reports', member.auth)).statusCode).toBe(403);
    const changed = adminUserAnswerSchema.parse(
      await expectStatus(asAdmin('PUT', `/${member.id}/role`, { role: 'support' }), 200),
    );
    expect(changed).toMatchObject({
      message: m.roleChanged('support'),
      data: { user: { role: 'support' } },
    });
    // The token still says `user`; the role in force says support.
    expect((await call('GET', '/reports', member.auth)).statusCode).toBe(200);
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({
        action: 'user.role.changed',
        actor: { id: admin.id, role: 'admin', name: 'Ada Admin' },
        before: { role: 'user' },
        after: { role: 'support' },
      }),
    ]);
    const again = apiErrorSchema.parse(
      await expectStatus(asAdmin('PUT', `/${member.id}/role`, { role: 'support' }), 409),
    );
    expect(again.message).toBe(m.roleUnchanged);
    const bad = apiErrorSchema.parse(
      await expectStatus(asAdmin('PUT', `/${member.id}/role`, { role: 'owner' }), 400),
    );
    expect(bad.errors).toContainEqual({ path: 'role', msg: m.roleInvalid });

    // A demoted admin loses the admin routes at once.
    const other = await signedInAccount(app, { role: 'admin' });
    expect((await call('GET', '/admin/users', other.auth)).statusCode).toBe(200);
    await expectStatus(asAdmin('PUT', `/${other.id}/role`, { role: 'user' }), 200);
    expect((await call('GET', '/admin/users', other.auth)).statusCode).toBe(403);
  });

  it('refuses to let an admin demote, suspend or delete their own account', async () => {
    for (const [method, url, body] of [
      ['PUT', `/${admin.id}/role`, { role: 'user' }],
      ['POST', `/${admin.id}/suspend`, { reason: 'Testing' }],
      ['DELETE', `/${admin.id}`, undefined],
    ] as const) {
      const refused = apiErrorSchema.parse(await expectStatus(asAdmin(method, url, body), 403));
      expect(refused.message).toBe(m.notYourself);
    }
    expect((await detail(admin.id)).user).toMatchObject({ role: 'admin', status: 'active' });
  });

  describe('suspension', () => {
    let seller: PopulatedAccount;
    let refreshToken: string;
    let socket: Socket;

    beforeAll(async () => {
      seller = await populatedAccount(app);
      const login = authResponseSchema.parse(
        await expectStatus(
          call(
            'POST',
            '/auth/login',
            { [authCookies.refreshInBodyHeader]: 'true' },
            { email: seller.email, password: POPULATED_PASSWORD },
          ),
          200,
        ),
      );
      refreshToken = login.data.refreshToken!;
      socket = io(`${base}${realtimeNamespace}`, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token: seller.token },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once(serverEvents.ready, () => resolve());
        socket.once('connect_error', reject);
      });
    });

    const publicPosts = async () => ({
      listing: (await call('GET', `/listings/${seller.listingId}`)).statusCode,
      requirement: (await call('GET', `/requirements/${seller.requirementId}`)).statusCode,
      searched: listingSearchAnswerSchema
        .parse(await expectStatus(call('GET', `/listings/search?shop=${seller.shopId}`), 200))
        .data.items.map((item) => item.id),
      shopListings: shopAnswerSchema.parse(
        await expectStatus(call('GET', `/shops/${seller.shopId}`), 200),
      ).data.shop.listingCount,
    });

    it('ends every session and socket, refuses sign-in and refresh, and hides the posts', async () => {
      expect(await publicPosts()).toEqual({
        listing: 200,
        requirement: 200,
        searched: [seller.listingId],
        shopListings: 1,
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const suspended = adminUserAnswerSchema.parse(
        await expectStatus(
          asAdmin('POST', `/${seller.id}/suspend`, { reason: '  Counterfeit goods  ' }),
          200,
        ),
      );
      expect(suspended.message).toBe(m.suspended);
      expect(suspended.data.user).toMatchObject({
        status: 'suspended',
        suspensionReason: 'Counterfeit goods',
      });
      expect(await closed).toBe('io server disconnect');

      // Every way back in is shut, each saying why where the caller proved who they are.
      expect((await call('GET', '/auth/me', seller.auth)).statusCode).toBe(401);
      const refresh = apiErrorSchema.parse(
        await expectStatus(call('POST', '/auth/refresh-token', {}, { refreshToken }), 403),
      );
      expect(refresh.message).toBe(messages.accounts.accountSuspended);
      const login = apiErrorSchema.parse(
        await expectStatus(
          call(
            'POST',
            '/auth/login',
            { [authCookies.refreshInBodyHeader]: 'true' },
            { email: seller.email, password: POPULATED_PASSWORD },
          ),
          403,
        ),
      );
      expect(login.message).toBe(messages.accounts.accountSuspended);
      const wrong = await call(
        'POST',
        '/auth/login',
        {},
        { email: seller.email, password: 'Wrong-Guess-123456' },
      );
      expect(wrong.statusCode).toBe(401);
      expect((await detail(seller.id)).sessions).toEqual([]);

      expect(await publicPosts()).toEqual({
        listing: 404,
        requirement: 404,
        searched: [],
        shopListings: 0,
      });
      // Staff still see them, marked hidden; drafts stay drafts.
      expect((await detail(seller.id)).posts.listings).toMatchObject({
        hidden: 1,
        draft: 1,
        published: 0,
      });
      expect((await call('GET', `/listings/${seller.listingId}`, admin.auth)).json()).toMatchObject(
        {
          data: { listing: { status: 'hidden' } },
        },
      );

      const again = apiErrorSchema.parse(
        await expectStatus(asAdmin('POST', `/${seller.id}/suspend`, { reason: 'Again' }), 409),
      );
      expect(again.message).toBe(m.alreadySuspended);
      const noReason = apiErrorSchema.parse(
        await expectStatus(asAdmin('POST', `/${seller.id}/suspend`, { reason: ' ' }), 400),
      );
      expect(noReason.errors).toContainEqual({ path: 'reason', msg: m.suspendReasonRequired });
    });

    it('reinstating puts the posts back as they were and lets the account sign in again', async () => {
      const reinstated = adminUserAnswerSchema.parse(
        await expectStatus(asAdmin('POST', `/${seller.id}/reinstate`), 200),
      );
      expect(reinstated).toMatchObject({
        message: m.reinstated,
        data: { user: { status: 'active', suspendedAt: null, suspensionReason: null } },
      });
      expect(await publicPosts()).toEqual({
        listing: 200,
        requirement: 200,
        searched: [seller.listingId],
        shopListings: 1,
      });
      await expectStatus(
        call('POST', '/auth/login', {}, { email: seller.email, password: POPULATED_PASSWORD }),
        200,
      );
      const again = apiErrorSchema.parse(
        await expectStatus(asAdmin('POST', `/${seller.id}/reinstate`), 409),
      );
      expect(again.message).toBe(m.notSuspended);

      const entries = await auditOf(seller.id);
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
        [
          'user.reinstated',
          { status: 'suspended', reason: 'Counterfeit goods' },
          { status: 'active', restoredListings: 1, restoredRequirements: 1 },
        ],
        [
          'user.suspended',
          { status: 'active' },
          {
            status: 'suspended',
            reason: 'Counterfeit goods',
            hiddenListings: 1,
            hiddenRequirements: 1,
          },
        ],
      ]);
    });
  });

  it('marks an email address verified, once', async () => {
    const member = await signedInAccount(app);
    await app
      .get(EntityManager)
      .fork()
      .execute(`update "app_user" set "email_verified_at" = null where "id" = ?`, [member.id]);
    const verified = adminUserAnswerSchema.parse(
      await expectStatus(asAdmin('POST', `/${member.id}/verify-email`), 200),
    );
    expect(verified).toMatchObject({
      message: m.emailMarkedVerified,
      data: { user: { isEmailVerified: true } },
    });
    const again = apiErrorSchema.parse(
      await expectStatus(asAdmin('POST', `/${member.id}/verify-email`), 409),
    );
    expect(again.message).toBe(m.emailAlreadyVerified);
    expect((await auditOf(member.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.email.verified', { emailVerified: false }, { emailVerified: true }],
    ]);
  });

  it('mails a password reset link through the reset flow, and not twice in a minute', async () => {
    const member = await signedInAccount(app);
    const sent = adminDoneAnswerSchema.parse(
      await expectStatus(asAdmin('POST', `/${member.id}/password-reset`), 200),
    );
    expect(sent.message).toBe(m.passwordResetSent(member.email));
    const jobs = await app
      .get(QueueRegistry)
      .get('mail')
      .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    expect(
      jobs
        .filter((job) => (job.data as { to?: string; kind?: string }).to === member.email)
        .map((job) => (job.data as { kind: string }).kind),
    ).toEqual(['password-reset']);
    const again = apiErrorSchema.parse(
      await expectStatus(asAdmin('POST', `/${member.id}/password-reset`), 429),
    );
    expect(again.message).toBe(m.passwordResetTooSoon);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['user.password_reset.sent']);
  });

  it('deletes an account as "Delete my account" does, and records who did', async () => {
    const seller = await populatedAccount(app);
    const deleted = adminDoneAnswerSchema.parse(
      await expectStatus(asAdmin('DELETE', `/${seller.id}`), 200),
    );
    expect(deleted.message).toBe(m.userDeleted);
    await expectStatus(asAdmin('GET', `/${seller.id}`), 404);
    await expectStatus(asAdmin('DELETE', `/${seller.id}`), 404);
    expect((await call('GET', `/listings/${seller.listingId}`)).json()).toMatchObject({
      data: { listing: { status: 'closed' } },
    });
    const [entry] = await auditOf(seller.id);
    expect(entry).toMatchObject({
      action: 'user.deleted',
      actor: { id: admin.id },
      before: { role: 'trader', status: 'active' },
      after: { status: 'deleted' },
    });
    // The entry keeps no personal data of the erased account.
    expect(JSON.stringify(entry)).not.toContain(seller.email);
    expect(JSON.stringify(entry)).not.toContain(seller.lastName);
  });

  describe('the last admin', () => {
    let other: SignedInAccount;

    beforeAll(async () => {
      // Only `admin` and `other` can act as admins from here on.
      other = await signedInAccount(app, { role: 'admin' });
      await app
        .get(EntityManager)
        .fork()
        .execute(
          `update "app_user" set "role" = 'user' where "role" = 'admin' and "id" not in (?, ?)`,
          [admin.id, other.id],
        );
    });

    it('is never demoted, suspended or deleted, even by an admin whose rights just went', async () => {
      // `other` acts on a token from before losing the role (what a request already past the guard
      // does): `admin` is the last admin who can act, so every change that takes it away is refused.
      await app
        .get(EntityManager)
        .fork()
        .execute(`update "app_user" set "role" = 'user' where "id" = ?`, [other.id]);
      const users = app.get(AdminUsersService);
      const caller = { userId: other.id, role: 'admin' as const };
      for (const attempt of [
        () => users.changeRole(caller, admin.id, 'user'),
        () => users.suspend(caller, admin.id, 'Taking over'),
        () => users.delete(caller, admin.id),
      ])
        await expect(attempt()).rejects.toMatchObject({
          status: 409,
          body: { message: m.lastAdmin },
        });
      expect((await detail(admin.id)).user).toMatchObject({ role: 'admin', status: 'active' });
      await app
        .get(EntityManager)
        .fork()
        .execute(`update "app_user" set "role" = 'admin' where "id" = ?`, [other.id]);
    });

    it('counts only admins able to act: a suspended admin does not save the last one from erasure', async () => {
      const em = app.get(EntityManager).fork();
      await em.execute(`update "app_user" set "suspended_at" = now() where "id" = ?`, [other.id]);
      await expect(
        app.get(AccountErasureService).erase(admin.id, { by: admin.id }),
      ).rejects.toMatchObject({ status: 409 });
      await em.execute(`update "app_user" set "suspended_at" = null where "id" = ?`, [other.id]);
    });

    it('two admins demoting each other at once leave one admin', async () => {
      const [first, second] = await Promise.all([
        asAdmin('PUT', `/${other.id}/role`, { role: 'user' }),
        call('PUT', `/admin/users/${admin.id}/role`, other.auth, { role: 'user' }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(statuses);
      const rows = await app
        .get(EntityManager)
        .fork()
        .execute<{ role: string }[]>(`select "role" from "app_user" where "id" in (?, ?)`, [
          admin.id,
          other.id,
        ]);
      expect(rows.filter((row) => row.role === 'admin')).toHaveLength(1);
    });
  });
});
