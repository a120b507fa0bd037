import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  authCookies,
  authResponseSchema,
  messages,
  sessionsResponseSchema,
  userSchema,
} from '@matchbazaar/contracts';
import {
  startAccountsApp,
  newEmail,
  PASSWORD,
  type AccountsKit,
} from '../../testing/accounts-test-kit.js';

const lower = (email: string) => email.replace(/@.*/, '@example.com');

describe('accounts API flows (real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('auth_flows');
  });
  afterAll(async () => {
    await kit?.close();
  });

  describe('register, verify email, sign in', () => {
    it('answers 202 without tokens and mails a verification link; login before verifying is 403', async () => {
      const email = newEmail();
      const res = await kit.call('POST', 'auth/register', { body: kit.registration(email) });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true, message: messages.accounts.registered });
      // The account is created after the answer; its verification mail says it exists.
      const token = await kit.verificationToken(lower(email));

      const early = await kit.call('POST', 'auth/login', { body: { email, password: PASSWORD } });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({
        success: false,
        message: messages.login.emailNotVerified,
        errors: [],
        data: { requireVerification: true, contactType: 'email' },
      });

      const verified = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token: ` ${token} `, email: ` ${email} ` },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        success: true,
        verified: true,
        message: 'Email verified successfully',
        data: { user: { email: lower(email), isEmailVerified: true, role: 'user' } },
      });

      // Single use: opened again (another device, a double click) it only says the address is
      // verified, with no account data; for another address it is an unknown link.
      const again = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token, email },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        success: true,
        verified: true,
        alreadyVerified: true,
        message: messages.accounts.emailAlreadyVerified,
      });
      const elsewhere = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token, email: newEmail('other') },
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(messages.contactVerification.linkNotFound);

      const login = await kit.call('POST', 'auth/login', {
        body: {
          email: email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'),
          password: PASSWORD,
          returnUrl: '/dashboard',
        },
      });
      expect(login.statusCode).toBe(200);
      const body = authResponseSchema.parse(login.json());
      expect(body.data.accessToken).toBe(body.data.token);
      expect(body.data.returnUrl).toBe('/dashboard');
      expect(userSchema.parse(body.data.user)).toMatchObject({ isEmailVerified: true });
      const refreshCookie = login.cookies.find((c) => c.name === 'mb_refresh');
      // PUBLIC_URL is https here, so the cookies are Secure.
      expect(refreshCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1/auth',
        secure: true,
      });
      // A browser's sign-in: the refresh token is in the cookie only, never in the body.
      expect(refreshCookie?.value).toEqual(expect.any(String));
      expect(body.data.refreshToken).toBeUndefined();
      expect(login.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({
        sameSite: 'Strict',
      });
      expect(login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
      // It lives as long as the refresh cookie: a restarted browser can still refresh.
      expect(login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.maxAge).toBe(
        refreshCookie?.maxAge,
      );
      expect(refreshCookie?.maxAge).toBeGreaterThan(0);

      const me = await kit.call('GET', 'auth/me', { token: body.data.accessToken! });
      expect(me.statusCode).toBe(200);
      expect(me.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(me.json().data).toEqual({ user: body.data.user });
    });

    it('gives sellers the trader role and never echoes an outside returnUrl', async () => {
      const { login } = await kit.signedInUser({ intent: 'sell' });
      expect(login.json().data?.user).toMatchObject({ role: 'trader' });
      const email = (login.json().data?.user as { email: string }).email;
      for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const res = await kit.call('POST', 'auth/login', {
          body: { email, password: PASSWORD, returnUrl },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data?.returnUrl).toBeUndefined();
      }
    });

    it('registering a taken address answers the same and mails the owner instead', async () => {
      const { email } = await kit.signedInUser();
      const res = await kit.call('POST', 'auth/register', {
        body: kit.registration(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com')),
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true, message: messages.accounts.registered });
      const mails = await kit.messagesTo('mail', lower(email), 2);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).not.toContain('/auth/verify-email?');
    });

    it('refuses a phone of a country we do not text at once, on the phone field', async () => {
      const res = await kit.call('POST', 'auth/register', {
        body: { ...kit.registration(newEmail()), phone: '+44 7911 123456' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'phone', msg: messages.sms.countryNotServed }]);
    });

    it('with a phone, queues an SMS code that only the signed-in owner can use', async () => {
      const phone = `+1 (555) ${String(Date.now()).slice(-3)}-${String(Date.now()).slice(-7, -3)}`;
      const digits = phone.replace(/\D/g, '');
      const { accessToken } = await kit.signedInUser({ phone });
      const code = await kit.phoneCode(digits);

      const anonymous = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'phone', token: code, phone },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(messages.contactVerification.unauthorized('phone'));

      const other = await kit.signedInUser();
      const notTheirs = await kit.call('POST', 'auth/verify-contact', {
        token: other.accessToken,
        body: { type: 'phone', token: code, phone },
      });
      expect(notTheirs.statusCode).toBe(403);

      const wrong = await kit.call('POST', 'auth/verify-contact', {
        token: accessToken,
        body: { type: 'phone', token: code === '000000' ? '111111' : '000000', phone },
      });
      expect(wrong.statusCode).toBe(404);

      const ok = await kit.call('POST', 'auth/verify-contact', {
        token: accessToken,
        body: { type: 'phone', token: code, phone },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        verified: true,
        message: 'Phone verified successfully',
        data: { user: { phone: digits, isPhoneVerified: true } },
      });
    });
  });

  describe('resend verification', () => {
    it('sends a new link to an unverified address, answers the same for unknown ones, and throttles', async () => {
      const email = newEmail();
      await kit.call('POST', 'auth/register', { body: kit.registration(email) });
      await kit.verificationToken(lower(email));
      // The registration mail counts as a send only for resend requests, so the first resend goes.
      const first = await kit.call('POST', 'auth/resend-verification', {
        body: { type: 'email', email },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        message: messages.accounts.verificationResent,
      });
      const newest = await kit.verificationToken(lower(email), 2);

      const unknown = await kit.call('POST', 'auth/resend-verification', {
        body: { type: 'email', email: newEmail('nobody') },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(first.json());

      const soon = await kit.call('POST', 'auth/resend-verification', {
        body: { type: 'email', email },
      });
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBeDefined();
      expect(soon.json().message).toBe(messages.accounts.resendTooSoon);

      // Only the newest link works.
      const ok = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token: newest, email },
      });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('refresh tokens', () => {
    it('reach a browser only in the httpOnly cookie; a client that asks gets them in the body', async () => {
      const { email } = await kit.signedInUser();
      const browser = await kit.call('POST', 'auth/login', { body: { email, password: PASSWORD } });
      expect(browser.statusCode).toBe(200);
      expect(authResponseSchema.parse(browser.json()).data.refreshToken).toBeUndefined();
      const cookie = browser.cookies.find((c) => c.name === 'mb_refresh')!.value;
      const xsrf = browser.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
      const refreshed = await kit.call('POST', 'auth/refresh-token', {
        cookies: { mb_refresh: cookie, 'XSRF-TOKEN': xsrf },
        headers: { 'x-xsrf-token': xsrf },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(authResponseSchema.parse(refreshed.json()).data.refreshToken).toBeUndefined();

      const app = await kit.call('POST', 'auth/login', {
        body: { email, password: PASSWORD },
        headers: { [authCookies.refreshInBodyHeader]: 'true' },
      });
      const fromApp = authResponseSchema.parse(app.json()).data.refreshToken;
      expect(fromApp).toBe(app.cookies.find((c) => c.name === 'mb_refresh')!.value);
      // A client that refreshes with the token in the body holds it itself: the next one too.
      const next = await kit.call('POST', 'auth/refresh-token', {
        body: { refreshToken: fromApp },
      });
      expect(authResponseSchema.parse(next.json()).data.refreshToken).toEqual(expect.any(String));
    });

    it('rotates on every use; a replay after the grace window revokes the whole family', async () => {
      const { refreshToken } = await kit.signedInUser();
      const first = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      expect(first.statusCode).toBe(200);
      const next = authResponseSchema.parse(first.json()).data;
      expect(next.refreshToken).not.toBe(refreshToken);

      // Pretend the first use was long ago: the replay is now outside the grace window.
      await kit.app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute(
          `update refresh_token set used_at = now() - interval '1 minute' where used_at is not null and family_id in (select family_id from refresh_token where token_hash = encode(sha256(?::bytea), 'hex'))`,
          [refreshToken],
        );
      const replay = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(messages.accounts.sessionExpired);

      // The thief's replay also ended the rightful token and its access token.
      const after = await kit.call('POST', 'auth/refresh-token', {
        body: { refreshToken: next.refreshToken },
      });
      expect(after.statusCode).toBe(401);
      const me = await kit.call('GET', 'auth/me', { token: next.accessToken! });
      expect(me.statusCode).toBe(401);
    });

    it('two tabs refreshing at once both stay signed in with the one successor (grace window)', async () => {
      // The late tab must find the successor the winner issued. The race is narrow, so it runs
      // ten times: when the successor was inserted after the winner's commit, 25 tries failed.
      for (let tries = 0; tries < 10; tries++) {
        const { refreshToken } = await kit.signedInUser();
        const [a, b] = await Promise.all([
          kit.call('POST', 'auth/refresh-token', { body: { refreshToken } }),
          kit.call('POST', 'auth/refresh-token', { body: { refreshToken } }),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        // The late tab gets the token the first one got, not another one.
        const [fromA, fromB] = [a, b].map((res) => authResponseSchema.parse(res.json()).data);
        expect(fromB!.refreshToken).toBe(fromA!.refreshToken);
        const next = await kit.call('POST', 'auth/refresh-token', {
          body: { refreshToken: fromA!.refreshToken },
        });
        expect(next.statusCode).toBe(200);
      }
    });

    it('a second replay within the grace window ends the session (RFC 9700 4.14.2)', async () => {
      const { refreshToken } = await kit.signedInUser();
      const first = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      const successor = authResponseSchema.parse(first.json()).data.refreshToken!;
      const replay = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      expect(replay.statusCode).toBe(200);
      expect(authResponseSchema.parse(replay.json()).data.refreshToken).toBe(successor);
      const again = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      expect(again.statusCode).toBe(401);
      const after = await kit.call('POST', 'auth/refresh-token', {
        body: { refreshToken: successor },
      });
      expect(after.statusCode).toBe(401);
    });

    it('refreshes by cookie only with the XSRF header, and logout by cookie too', async () => {
      const { login } = await kit.signedInUser();
      const cookie = login.cookies.find((c) => c.name === 'mb_refresh')!.value;
      const xsrf = login.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;

      const missing = await kit.call('POST', 'auth/refresh-token', {
        cookies: { mb_refresh: cookie, 'XSRF-TOKEN': xsrf },
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().message).toBe(messages.accounts.xsrfMissing);
      const wrong = await kit.call('POST', 'auth/refresh-token', {
        cookies: { mb_refresh: cookie, 'XSRF-TOKEN': xsrf },
        headers: { 'x-xsrf-token': `${xsrf}x` },
      });
      expect(wrong.statusCode).toBe(403);

      const ok = await kit.call('POST', 'auth/refresh-token', {
        cookies: { mb_refresh: cookie, 'XSRF-TOKEN': xsrf },
        headers: { 'x-xsrf-token': xsrf },
      });
      expect(ok.statusCode).toBe(200);
      const rotated = ok.cookies.find((c) => c.name === 'mb_refresh')!.value;
      const newXsrf = ok.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;

      const noHeader = await kit.call('POST', 'auth/logout', {
        cookies: { mb_refresh: rotated, 'XSRF-TOKEN': newXsrf },
      });
      expect(noHeader.statusCode).toBe(403);
      const out = await kit.call('POST', 'auth/logout', {
        cookies: { mb_refresh: rotated, 'XSRF-TOKEN': newXsrf },
        headers: { 'x-xsrf-token': newXsrf },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: messages.accounts.signedOut });
      const dead = await kit.call('POST', 'auth/refresh-token', {
        body: { refreshToken: rotated },
      });
      expect(dead.statusCode).toBe(401);
    });

    it('logout by bearer ends the session; its access token stops working at once', async () => {
      const { accessToken, refreshToken } = await kit.signedInUser();
      const out = await kit.call('POST', 'auth/logout', { token: accessToken });
      expect(out.statusCode).toBe(200);
      expect((await kit.call('GET', 'auth/me', { token: accessToken })).statusCode).toBe(401);
      expect(
        (await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } })).statusCode,
      ).toBe(401);
    });
  });

  describe('lifetimes and single use', () => {
    const sql = (query: string, params: unknown[] = []) =>
      kit.app.get(EntityManager).fork().getConnection().execute(query, params);
    const familyOf = (refreshToken: string) =>
      `family_id in (select family_id from refresh_token where token_hash = encode(sha256(convert_to('${refreshToken}', 'UTF8')), 'hex'))`;

    it('a session past its absolute lifetime cannot be refreshed, however recently used', async () => {
      const { refreshToken } = await kit.signedInUser();
      await sql(
        `update refresh_token set family_expires_at = now() - interval '1 second' where ${familyOf(refreshToken)}`,
      );
      const res = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
      expect(res.statusCode).toBe(401);
    });

    it('a refresh token unused past its idle lifetime cannot be refreshed', async () => {
      const { refreshToken } = await kit.signedInUser();
      await sql(
        `update refresh_token set expires_at = now() - interval '1 second' where ${familyOf(refreshToken)}`,
      );
      expect(
        (await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } })).statusCode,
      ).toBe(401);
    });

    it('an email link verifies only the address it was sent to', async () => {
      const email = newEmail();
      await kit.call('POST', 'auth/register', { body: kit.registration(email) });
      const token = await kit.verificationToken(lower(email));
      const other = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token, email: newEmail('other') },
      });
      expect(other.statusCode).toBe(404);
      expect(
        (await kit.call('POST', 'auth/verify-contact', { body: { type: 'email', token, email } }))
          .statusCode,
      ).toBe(200);
    });

    it('a link replaced by a newer one is refused while the address is not verified', async () => {
      const email = newEmail();
      await kit.call('POST', 'auth/register', { body: kit.registration(email) });
      const first = await kit.verificationToken(lower(email));
      await sql(`update account_token set used_at = now() where target = ?`, [lower(email)]);
      const res = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token: first, email },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.contactVerification.linkNotFound);
    });

    it('an expired email link is refused', async () => {
      const email = newEmail();
      await kit.call('POST', 'auth/register', { body: kit.registration(email) });
      const token = await kit.verificationToken(lower(email));
      await sql(
        `update account_token set expires_at = now() - interval '1 second' where target = ?`,
        [lower(email)],
      );
      const res = await kit.call('POST', 'auth/verify-contact', {
        body: { type: 'email', token, email },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.contactVerification.linkNotFound);
    });

    it('a phone code dies after 5 wrong guesses; a new one is sent on request (1 a minute)', async () => {
      const digits = `1555${String(Date.now()).slice(-7)}`;
      const { accessToken } = await kit.signedInUser({ phone: digits });
      const code = await kit.phoneCode(digits);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const res = await kit.call('POST', 'auth/verify-contact', {
          token: accessToken,
          body: { type: 'phone', token: wrong, phone: digits },
        });
        expect(res.statusCode).toBe(404);
      }
      const late = await kit.call('POST', 'auth/verify-contact', {
        token: accessToken,
        body: { type: 'phone', token: code, phone: digits },
      });
      expect(late.statusCode).toBe(404);

      const anonymous = await kit.call('POST', 'auth/resend-verification', {
        body: { type: 'phone' },
      });
      expect(anonymous.statusCode).toBe(401);
      const resent = await kit.call('POST', 'auth/resend-verification', {
        token: accessToken,
        body: { type: 'phone' },
      });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe(messages.accounts.phoneCodeResent);
      const again = await kit.call('POST', 'auth/resend-verification', {
        token: accessToken,
        body: { type: 'phone' },
      });
      expect(again.statusCode).toBe(429);
      const fresh = await kit.phoneCode(digits, 2);
      const ok = await kit.call('POST', 'auth/verify-contact', {
        token: accessToken,
        body: { type: 'phone', token: fresh, phone: digits },
      });
      expect(ok.statusCode).toBe(200);
      const done = await kit.call('POST', 'auth/resend-verification', {
        token: accessToken,
        body: { type: 'phone' },
      });
      expect(done.statusCode).toBe(400);
      expect(done.json().message).toBe(messages.accounts.noPhoneToVerify);
    });
  });

  describe('sessions', () => {
    it('lists devices, ends one (own only) and all others', async () => {
      const first = await kit.signedInUser();
      const second = await kit.call('POST', 'auth/login', {
        body: { email: first.email, password: PASSWORD },
        headers: {
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
        },
      });
      const third = await kit.call('POST', 'auth/login', {
        body: { email: first.email, password: PASSWORD },
      });
      const list = await kit.call('GET', 'auth/sessions', { token: first.accessToken });
      const { sessions } = sessionsResponseSchema.parse(list.json()).data;
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.map((s) => s.device)).toContain('Chrome on Windows');

      const stranger = await kit.signedInUser();
      const secondId = sessions.find((s) => s.device === 'Chrome on Windows')!.id;
      const notOwn = await kit.call('DELETE', `auth/sessions/${secondId}`, {
        token: stranger.accessToken,
      });
      expect(notOwn.statusCode).toBe(404);
      expect(notOwn.json().message).toBe(messages.accounts.sessionNotFound);
      expect(
        (await kit.call('DELETE', 'auth/sessions/not-a-uuid', { token: first.accessToken }))
          .statusCode,
      ).toBe(404);

      const ended = await kit.call('DELETE', `auth/sessions/${secondId}`, {
        token: first.accessToken,
      });
      expect(ended.statusCode).toBe(200);
      const secondToken = (second.json().data as { accessToken: string }).accessToken;
      expect((await kit.call('GET', 'auth/me', { token: secondToken })).statusCode).toBe(401);

      const others = await kit.call('POST', 'auth/sessions/end-others', {
        token: first.accessToken,
      });
      expect(others.statusCode).toBe(200);
      const thirdToken = (third.json().data as { accessToken: string }).accessToken;
      expect((await kit.call('GET', 'auth/me', { token: thirdToken })).statusCode).toBe(401);
      const left = sessionsResponseSchema.parse(
        (await kit.call('GET', 'auth/sessions', { token: first.accessToken })).json(),
      );
      expect(left.data.sessions).toHaveLength(1);
      expect(left.data.sessions[0]!.current).toBe(true);
    });
  });

  describe('passwords', () => {
    it('change-password checks the current one, refuses common ones and ends other sessions', async () => {
      const user = await kit.signedInUser();
      const other = await kit.call('POST', 'auth/login', {
        body: { email: user.email, password: PASSWORD },
      });
      const wrong = await kit.call('POST', 'auth/change-password', {
        token: user.accessToken,
        body: {
          currentPassword: 'not-it-at-all',
          newPassword: 'Another-Good-One-7',
          confirmPassword: 'Another-Good-One-7',
        },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: messages.accounts.currentPasswordWrong,
        errors: [{ path: 'currentPassword', msg: messages.accounts.currentPasswordWrong }],
      });
      const common = await kit.call('POST', 'auth/change-password', {
        token: user.accessToken,
        body: {
          currentPassword: PASSWORD,
          newPassword: 'Password123!',
          confirmPassword: 'Password123!',
        },
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors).toEqual([
        { path: 'newPassword', msg: messages.accounts.passwordCommon },
      ]);

      const ok = await kit.call('POST', 'auth/change-password', {
        token: user.accessToken,
        body: {
          currentPassword: PASSWORD,
          newPassword: 'Another-Good-One-7',
          confirmPassword: 'Another-Good-One-7',
        },
      });
      expect(ok.statusCode).toBe(200);
      expect((await kit.call('GET', 'auth/me', { token: user.accessToken })).statusCode).toBe(200);
      const otherToken = (other.json().data as { accessToken: string }).accessToken;
      expect((await kit.call('GET', 'auth/me', { token: otherToken })).statusCode).toBe(401);
      const newLogin = await kit.call('POST', 'auth/login', {
        body: { email: user.email, password: 'Another-Good-One-7' },
      });
      expect(newLogin.statusCode).toBe(200);
    });

    it('reset: same answer for any address, token single use, ends every session', async () => {
      const user = await kit.signedInUser();
      const known = await kit.call('POST', 'auth/request-password-reset', {
        body: { email: user.email },
      });
      const unknown = await kit.call('POST', 'auth/request-password-reset', {
        body: { email: newEmail('ghost') },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({
        success: true,
        message: 'If an account exists for that address, we sent a link to reset the password.',
      });
      expect(unknown.json()).toEqual(known.json());

      const token = await kit.resetToken(lower(user.email), 2);
      const check = await kit.call('GET', `auth/verify-reset-token/${token}`);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ success: true, valid: true });

      const mismatch = await kit.call('POST', `auth/reset-password/${token}`, {
        body: { password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2027' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual([
        { path: 'confirmPassword', msg: 'Passwords do not match' },
      ]);
      const short = await kit.call('POST', `auth/reset-password/${token}`, {
        body: { password: 'short', confirmPassword: 'short' },
      });
      expect(short.json().errors).toContainEqual({
        path: 'password',
        msg: 'Password must be at least 8 characters',
      });

      const ok = await kit.call('POST', `auth/reset-password/${token}`, {
        body: { password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await kit.call('GET', 'auth/me', { token: user.accessToken })).statusCode).toBe(401);
      expect(
        (
          await kit.call('POST', 'auth/refresh-token', {
            body: { refreshToken: user.refreshToken },
          })
        ).statusCode,
      ).toBe(401);

      const reused = await kit.call('POST', `auth/reset-password/${token}`, {
        body: { password: 'Fresh-Start-2028', confirmPassword: 'Fresh-Start-2028' },
      });
      expect(reused.statusCode).toBe(404);
      expect(reused.json().message).toBe('Reset token not found or has expired');
      expect((await kit.call('GET', `auth/verify-reset-token/${token}`)).statusCode).toBe(404);
      expect(
        (
          await kit.call('POST', 'auth/login', {
            body: { email: user.email, password: 'Fresh-Start-2026' },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('an expired reset token is refused', async () => {
      const user = await kit.signedInUser();
      await kit.call('POST', 'auth/request-password-reset', { body: { email: user.email } });
      const token = await kit.resetToken(lower(user.email), 2);
      await kit.app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute(
          `update account_token set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
        );
      expect((await kit.call('GET', `auth/verify-reset-token/${token}`)).statusCode).toBe(404);
      const res = await kit.call('POST', `auth/reset-password/${token}`, {
        body: { password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' },
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
