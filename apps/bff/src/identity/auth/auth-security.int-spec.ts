import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from '@mikro-orm/postgresql';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { createHmac } from 'node:crypto';
import {
  newClient,
  newEmail,
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
} from '../../testing/accounts-test-kit.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { hashPassword } from './password.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { Roles } from './roles.guard.js';

/** Test-only routes behind the role guard; they never ship. */
@Controller('test-roles')
class RolesTestController {
  @Get('admin')
  @Roles('admin')
  admin(@CurrentUser() identity: AccessTokenIdentity) {
    return { success: true, role: identity.role };
  }

  @Get('user')
  @Roles('user')
  user() {
    return { success: true };
  }
}
@Module({ controllers: [RolesTestController] })
class RolesTestModule {}

// Throttle tests sign in dozens of times; each argon2id check takes tens of milliseconds.
jest.setTimeout(60_000);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('accounts API security (real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('auth_security', {}, { imports: [RolesTestModule] });
  });
  afterAll(async () => {
    await kit?.close();
  });

  /** A verified account created directly (no mail round trip), with the given role. */
  async function account(role: 'user' | 'trader' | 'support' | 'admin' = 'user') {
    const email = newEmail(role);
    const em = kit.app.get(EntityManager).fork();
    await em.getConnection().execute(
      `insert into app_user (first_name, last_name, email, password_hash, role, email_verified_at, created_at, updated_at)
       values ('Test', 'User', ?, ?, ?, now(), now(), now())`,
      [email.replace(/@.*/, '@example.com'), await hashPassword(PASSWORD), role],
    );
    return email;
  }
  const login = (email: string, password = PASSWORD, client = newClient()) =>
    kit.call('POST', 'auth/login', { body: { email, password }, client });

  describe('JWT', () => {
    it('refuses alg none, a wrong key, a past exp, a wrong issuer or audience', async () => {
      const email = await account();
      const good = (await login(email)).json().data as {
        accessToken: string;
        user: { id: string };
      };
      expect((await kit.call('GET', 'auth/me', { token: good.accessToken })).statusCode).toBe(200);

      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: good.user.id,
        role: 'admin',
        iss: kit.config.JWT_ISSUER,
        aud: kit.config.JWT_AUDIENCE,
        iat: now,
        exp: now + 600,
      };
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      const sign = (payload: object, key: string) => {
        const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
        return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
      };
      const jwt = kit.app.get(JwtService);
      const forged = [
        none,
        sign(claims, 'not-the-secret-0123456789-0123456789'),
        sign({ ...claims, exp: now - 10, iat: now - 1000 }, kit.config.JWT_SECRET),
        sign({ ...claims, iss: 'someone-else' }, kit.config.JWT_SECRET),
        sign({ ...claims, aud: 'another-app' }, kit.config.JWT_SECRET),
        // The real key but HS512: the algorithm is pinned.
        await jwt.signAsync({ role: 'admin' }, { subject: good.user.id, algorithm: 'HS512' }),
        `${good.accessToken.slice(0, -2)}xx`,
        'garbage',
      ];
      for (const token of forged) {
        const res = await kit.call('GET', 'auth/me', { token });
        expect(res.statusCode).toBe(401);
        expect(apiErrorSchema.parse(res.json()).message).toBe(messages.accounts.sessionExpired);
      }
      const missing = await kit.call('GET', 'auth/me');
      expect(missing.statusCode).toBe(401);
      expect(missing.json().message).toBe(messages.api.unauthorized);
    });
  });

  describe('roles (docs/product/roles-and-access.md through canAccess)', () => {
    const roleRoute = (path: string, token?: string) =>
      kit.app.inject({
        method: 'GET',
        url: `/api/test-roles/${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('admin passes everything; trader and support pass where user does; others get 403', async () => {
      const tokens: Record<string, string> = {};
      for (const role of ['user', 'trader', 'support', 'admin'] as const) {
        tokens[role] = (
          (await login(await account(role))).json().data as { accessToken: string }
        ).accessToken;
      }
      expect((await roleRoute('admin', tokens.admin)).json()).toEqual({
        success: true,
        role: 'admin',
      });
      for (const role of ['user', 'trader', 'support']) {
        const res = await roleRoute('admin', tokens[role]);
        expect(res.statusCode).toBe(403);
        expect(apiErrorSchema.parse(res.json()).message).toBe(messages.permission.denied);
        expect((await roleRoute('user', tokens[role])).statusCode).toBe(200);
      }
      expect((await roleRoute('user', tokens.admin)).statusCode).toBe(200);
      expect((await roleRoute('admin')).statusCode).toBe(401);
    });

    it('admin/login accepts only admins, with the same 401 for everyone else', async () => {
      const admin = await account('admin');
      const user = await account('user');
      const ok = await kit.call('POST', 'auth/admin/login', {
        body: { email: admin, password: PASSWORD },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data?.user).toMatchObject({ role: 'admin' });
      const refused = await kit.call('POST', 'auth/admin/login', {
        body: { email: user, password: PASSWORD },
      });
      const wrong = await kit.call('POST', 'auth/admin/login', {
        body: { email: admin, password: 'wrong-password' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(wrong.json());
      expect(refused.json()).toEqual({
        success: false,
        message: 'Invalid username or password',
        errors: [],
      });
    });
  });

  describe('no enumeration', () => {
    it('a wrong password and an unknown account get the same answer, in about the same time', async () => {
      const email = await account();
      const timings = { known: [] as number[], unknown: [] as number[] };
      let knownBody: unknown;
      let unknownBody: unknown;
      for (let i = 0; i < 3; i += 1) {
        let start = performance.now();
        const known = await login(email, 'wrong-password');
        timings.known.push(performance.now() - start);
        start = performance.now();
        const unknown = await login(newEmail('nobody'), 'wrong-password');
        timings.unknown.push(performance.now() - start);
        expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
        knownBody = known.json();
        unknownBody = unknown.json();
      }
      expect(knownBody).toEqual(unknownBody);
      const median = (v: number[]) => v.sort((a, b) => a - b)[1]!;
      // Both verify an argon2id hash; without the dummy hash the unknown one would be ~0 ms.
      expect(median(timings.unknown)).toBeGreaterThan(median(timings.known) * 0.5);
    });

    it('register, reset and resend answer the same for known and unknown addresses', async () => {
      const known = await account();
      for (const [path, body] of [
        ['auth/register', (email: string) => kit.registration(email)],
        ['auth/request-password-reset', (email: string) => ({ email })],
        ['auth/resend-verification', (email: string) => ({ type: 'email', email })],
      ] as const) {
        const a = await kit.call('POST', path, { body: body(known) });
        const b = await kit.call('POST', path, { body: body(newEmail('unknown')) });
        expect(a.statusCode).toBe(b.statusCode);
        expect(a.json()).toEqual(b.json());
      }
    });
  });

  describe('throttling', () => {
    // Per account and client, so a stranger's guesses do not lock the owner out (the
    // account-wide backoff and the owner's other client: login-race.int-spec.ts).
    it('locks an account for a client after 10 failures in 15 minutes, with Retry-After', async () => {
      const email = await account();
      const client = newClient();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(email, `wrong-${i}`, client)).statusCode).toBe(401);
      }
      const locked = await login(email, PASSWORD, client);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        success: false,
        message: messages.accounts.tooManyAttempts,
        errors: [],
        retryAfterSeconds: expect.any(Number),
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another account is not affected.
      expect((await login(await account())).statusCode).toBe(200);
    });

    it('a success clears the account count', async () => {
      const email = await account();
      const client = newClient();
      for (let i = 0; i < 9; i += 1) await login(email, `wrong-${i}`, client);
      expect((await login(email, PASSWORD, client)).statusCode).toBe(200);
      for (let i = 0; i < 9; i += 1)
        expect((await login(email, `wrong-${i}`, client)).statusCode).toBe(401);
      expect((await login(email, PASSWORD, client)).statusCode).toBe(200);
    });

    it('locks a client after 50 failures in 15 minutes across accounts', async () => {
      const client = newClient();
      for (let i = 0; i < 50; i += 1) {
        expect((await login(newEmail('spray'), 'Password-guess-1', client)).statusCode).toBe(401);
      }
      const locked = await login(await account(), PASSWORD, client);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect((await login(await account(), PASSWORD, newClient())).statusCode).toBe(200);
    });
  });

  describe('bad input is a 400 with catalogue messages, never a 500', () => {
    const long = 'x'.repeat(10_240);
    // Longer than any field takes, short enough for a form's body limit (16 kB).
    const tooLong = 'x'.repeat(2_048);
    const sqlish = "' OR 1=1; DROP TABLE app_user; --";
    const cases: [string, string, unknown][] = [
      ['auth/register', 'missing fields', {}],
      [
        'auth/register',
        'wrong types',
        {
          firstName: 1,
          lastName: [],
          email: true,
          password: {},
          intent: 'rent',
          acceptTerms: 'yes',
        },
      ],
      [
        'auth/register',
        '2 kB strings',
        {
          firstName: tooLong,
          lastName: tooLong,
          email: `${tooLong}@x.io`,
          password: tooLong,
          confirmPassword: tooLong,
          intent: 'buy',
          acceptTerms: true,
        },
      ],
      [
        'auth/register',
        'SQL-looking email',
        {
          firstName: 'a',
          lastName: 'b',
          email: sqlish,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          intent: 'buy',
          acceptTerms: true,
        },
      ],
      ['auth/login', 'missing fields', {}],
      ['auth/login', 'wrong types', { email: 5, password: null }],
      ['auth/login', 'SQL-looking email', { email: sqlish, password: sqlish }],
      ['auth/login', '10 kB email', { email: `${long}@example.com`, password: 'x' }],
      ['auth/request-password-reset', 'missing email', {}],
      ['auth/request-password-reset', 'not an email', { email: 'nope' }],
      ['auth/verify-contact', 'no type', { token: 'abc', email: 'a@b.co' }],
      ['auth/verify-contact', 'missing token', { type: 'email', email: 'a@b.co' }],
      ['auth/verify-contact', 'bad phone', { type: 'phone', token: '123456', phone: 'call me' }],
      ['auth/resend-verification', 'bad email', { type: 'email', email: 'ü@@' }],
      ['auth/resend-verification', 'bad type', { type: 'fax' }],
      ['auth/refresh-token', 'wrong type', { refreshToken: 42 }],
      ['auth/refresh-token', '10 kB token', { refreshToken: long }],
    ];
    it.each(cases)('%s with %s', async (path, _label, body) => {
      const res = await kit.call('POST', path, { body });
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.errors.length).toBeGreaterThan(0);
      expect(error.message).toBe(error.errors[0]!.msg);
      expect(error.message).not.toMatch(/invalid input|expected|received/i);
    });

    it('a body larger than a form takes is 413 with the error envelope, before it is parsed', async () => {
      for (const path of ['auth/register', 'auth/login', 'auth/request-password-reset']) {
        const res = await kit.call('POST', path, {
          body: { email: 'a@example.com', password: 'x'.repeat(20_000) },
        });
        expect(res.statusCode).toBe(413);
        expect(apiErrorSchema.parse(res.json())).toEqual({
          success: false,
          message: messages.api.payloadTooLarge,
          errors: [],
        });
      }
    });

    it('the messages of contact verification', async () => {
      const missingToken = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', email: 'a@b.co' },
      });
      expect(missingToken.json().message).toBe('Missing verification token for email');
      const missingValue = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'phone', token: '123456' },
      });
      expect(missingValue.json().message).toBe('Missing phone value to verify');
      const badEmail = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token: 't', email: 'not-an-email' },
      });
      expect(badEmail.json().message).toBe('Invalid email format');
      const badPhone = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'phone', token: 't', phone: '555-abc' },
      });
      expect(badPhone.json().message).toBe('Invalid phone number format');
    });

    it('unicode names and a non-JSON body are handled', async () => {
      const res = await kit.call('POST', 'auth/register', {
        body: kit.registration(newEmail('unicode'), { firstName: 'Zoë 😀', lastName: 'Ñúñez-李' }),
      });
      expect(res.statusCode).toBe(202);
      const raw = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(raw.statusCode).toBe(400);
      const noBody = await kit.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
      expect(noBody.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noBody.json()).errors.map((e) => e.path)).toEqual([
        'email',
        'password',
      ]);
      const weird = await kit.call(
        'GET',
        `auth/verify-reset-token/${encodeURIComponent(`x' or '1'='1`)}`,
      );
      expect(weird.statusCode).toBe(404);
      const huge = await kit.call('GET', `auth/verify-reset-token/${'a'.repeat(2000)}`);
      // Longer than any route parameter fastify accepts: 414, still a client error.
      expect([404, 414]).toContain(huge.statusCode);
    });

    it('refuses common passwords at registration with the catalogue text', async () => {
      const res = await kit.call('POST', 'auth/register', {
        body: kit.registration(newEmail(), {
          password: 'Summer2024!',
          confirmPassword: 'Summer2024!',
        }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.accounts.passwordCommon,
        errors: [{ path: 'password', msg: messages.accounts.passwordCommon }],
      });
    });
  });
});
