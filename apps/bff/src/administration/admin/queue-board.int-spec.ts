import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, messages, type Role } from '@matchbazaar/contracts';
import {
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
  type Answer,
} from '../../testing/accounts-test-kit.js';
import { TEST_OPERATOR_TOKEN } from '../../testing/test-env.js';
import { waitFor } from '../../testing/wait-for.js';
import { User } from '../../identity/users/user.entity.js';
import { QUEUE_BOARD_PASS_COOKIE } from './queue-board-pass.js';

const ADMIN_EMAIL = 'root@example.com';

describe('the queue dashboard for signed-in admins (real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;

  beforeAll(async () => {
    kit = await startAccountsApp('queue_board', {
      ADMIN_EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
  });

  afterAll(async () => {
    await kit?.close();
  });

  const board = (cookies: Record<string, string> = {}, url = '/admin/queues') =>
    kit.app.inject({ method: 'GET', url, cookies });
  const askPass = (token?: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/admin/queues/pass',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const passOf = (answer: Answer) => answer.cookies.find((c) => c.name === QUEUE_BOARD_PASS_COOKIE);

  async function adminToken(): Promise<string> {
    const login = await kit.call('POST', 'auth/admin/login', {
      body: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return (login.json().data as { accessToken: string }).accessToken;
  }

  it('asks anyone without a pass for the operator credentials, naming both ways in', async () => {
    const res = await board();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.queueBoardRequired);
    const basic = await kit.app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: {
        authorization: `Basic ${Buffer.from(`operator:${TEST_OPERATOR_TOKEN}`).toString('base64')}`,
      },
    });
    expect(basic.statusCode).toBe(200);
  });

  it("gives a signed-in admin a pass for the board's path only, and the pass opens it", async () => {
    const res = await askPass(await adminToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: messages.adminDashboard.queuesPassIssued,
    });
    const pass = passOf(res);
    expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin/queues' });

    const page = await board({ [QUEUE_BOARD_PASS_COOKIE]: pass!.value });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    // Nothing from outside the site: the policy would refuse it and the browser log an error.
    expect(page.body).not.toMatch(/googleapis|https:\/\//);
    const api = await board({ [QUEUE_BOARD_PASS_COOKIE]: pass!.value }, '/admin/queues/api/queues');
    expect(api.statusCode).toBe(200);
  });

  it('refuses a pass to anyone but an admin', async () => {
    expect((await askPass()).statusCode).toBe(401);
    const buyer = await kit.signedInUser();
    const res = await askPass(buyer.accessToken);
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.permission.denied);
    expect(passOf(res)).toBeUndefined();
  });

  it('refuses a tampered, forged or expired pass', async () => {
    const pass = passOf(await askPass(await adminToken()))!.value;
    const fastify = kit.app.getHttpAdapter().getInstance();
    const [userId, sessionId] = fastify.unsignCookie(pass).value!.split('.');
    for (const value of [
      `${pass.slice(0, -2)}xx`,
      `${userId}.${sessionId}.${Date.now() + 60_000}`, // unsigned
      fastify.signCookie(`${userId}.${sessionId}.${Date.now() - 1_000}`), // expired
      fastify.signCookie(`${userId}.${userId}.${Date.now() + 60_000}`), // no such session
    ]) {
      expect((await board({ [QUEUE_BOARD_PASS_COOKIE]: value })).statusCode).toBe(401);
    }
  });

  it('closes with the session: after sign-out the same pass no longer opens the board', async () => {
    const token = await adminToken();
    const pass = passOf(await askPass(token))!.value;
    expect((await board({ [QUEUE_BOARD_PASS_COOKIE]: pass })).statusCode).toBe(200);
    const logout = await kit.call('POST', 'auth/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect((await board({ [QUEUE_BOARD_PASS_COOKIE]: pass })).statusCode).toBe(401);
  });

  it('closes with the role: a pass stops opening the board once its holder is no longer an admin', async () => {
    const token = await adminToken();
    const pass = passOf(await askPass(token))!.value;
    expect((await board({ [QUEUE_BOARD_PASS_COOKIE]: pass })).statusCode).toBe(200);
    // As an admin screen or a script would: the stored role changes, the pass stays in the browser.
    const setRole = (role: Role) =>
      kit.app.get(MikroORM).em.fork().nativeUpdate(User, { email: ADMIN_EMAIL }, { role });
    await setRole('support');
    try {
      // The role is read through the account cache, which hears of the change from PostgreSQL
      // (LISTEN/NOTIFY) a moment after the commit: the board closes within that moment.
      const status = await waitFor(
        async () => {
          const { statusCode } = await board({ [QUEUE_BOARD_PASS_COOKIE]: pass });
          return statusCode === 200 ? undefined : statusCode;
        },
        'the demoted pass refused',
        5_000,
      );
      expect(status).toBe(401);
    } finally {
      await setRole('admin');
    }
  });
});
