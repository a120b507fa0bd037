import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiClient, loginErrorMessage, type ApiClientOptions } from '@matchbazaar/api-client';
import { messages, type AuthData, type RegisterRequest } from '@matchbazaar/contracts';
import {
  newClient,
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
} from '../../apps/bff/src/testing/accounts-test-kit.js';

/**
 * The browser's api client against the real BFF (PostgreSQL, Redis): a fetch that goes through
 * Fastify's inject with a cookie jar, so the httpOnly refresh cookie, the XSRF cookie and header,
 * and the 401 refresh-and-retry run exactly as in a browser.
 */

/** A browser's cookie jar, just enough of it: name, value and path. */
function cookieJar() {
  const cookies = new Map<string, { value: string; path: string }>();
  return {
    header(url: string) {
      return [...cookies]
        .filter(([, c]) => url.startsWith(c.path))
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; ');
    },
    take(setCookies: string[]) {
      for (const line of setCookies) {
        const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        const value = pair.slice(eq + 1);
        const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
        const gone =
          value === '' ||
          attrs.some((a) => /^max-age=0$/i.test(a)) ||
          attrs.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now());
        if (gone) cookies.delete(name);
        else cookies.set(name, { value, path });
      }
    },
    get: (name: string) => cookies.get(name)?.value ?? null,
  };
}

function browser(kit: AccountsKit, opts: { xsrf?: boolean } = {}) {
  const jar = cookieJar();
  const client = newClient();
  const state = { token: null as string | null };
  const refreshed: AuthData[] = [];
  const signedOut: number[] = [];
  const seen: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string>) };
    const cookie = jar.header(url);
    if (cookie) headers.cookie = cookie;
    const res = await kit.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      remoteAddress: client,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    seen.push(`${init?.method ?? 'GET'} ${url} ${res.statusCode}`);
    const setCookie = res.headers['set-cookie'];
    jar.take(setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
    const responseHeaders = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (typeof v === 'string' && k !== 'set-cookie') responseHeaders.set(k, v);
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
  const options: ApiClientOptions = {
    getAccessToken: () => state.token,
    onSessionRefreshed: (data) => {
      refreshed.push(data);
      state.token = data.accessToken ?? null;
    },
    onSignedOut: () => {
      signedOut.push(Date.now());
      state.token = null;
    },
    fetch,
    readCookie: (name) => (opts.xsrf === false ? null : jar.get(name)),
  };
  return { api: createApiClient(options), jar, state, refreshed, signedOut, seen };
}

describe('api client against the BFF', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('api_client');
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function signedIn(opts: { xsrf?: boolean } = {}) {
    const { email } = await kit.signedInUser();
    const b = browser(kit, opts);
    const data = await b.api.auth.login({ email, password: PASSWORD });
    b.state.token = data.accessToken ?? null;
    return { ...b, email, data };
  }

  it('signs in: cookies set, me answers with the bearer token', async () => {
    const b = await signedIn();
    expect(b.jar.get('mb_refresh')).toBeTruthy();
    expect(b.jar.get('XSRF-TOKEN')).toBeTruthy();
    const me = await b.api.auth.me();
    expect(me.user.email).toBe(b.data.user.email);
  });

  it('a 401 refreshes through the cookie with the XSRF header and retries once', async () => {
    const b = await signedIn();
    b.state.token = 'no-longer-valid';
    const user = await b.api.users.profile();
    expect(user.email).toBe(b.data.user.email);
    expect(b.refreshed).toHaveLength(1);
    expect(b.seen.slice(-3)).toEqual([
      'GET /api/v1/users/profile 401',
      'POST /api/v1/auth/refresh-token 200',
      'GET /api/v1/users/profile 200',
    ]);
    expect(b.signedOut).toHaveLength(0);
  });

  it('concurrent 401s share one refresh', async () => {
    const b = await signedIn();
    b.state.token = 'no-longer-valid';
    await Promise.all([b.api.users.profile(), b.api.auth.me(), b.api.sessions.list()]);
    expect(b.seen.filter((s) => s.includes('refresh-token'))).toHaveLength(1);
  });

  it('without the XSRF header the cookie refresh is refused and the user is signed out', async () => {
    const b = await signedIn({ xsrf: false });
    b.state.token = 'no-longer-valid';
    await expect(b.api.users.profile()).rejects.toMatchObject({
      status: 401,
      message: messages.accounts.sessionExpired,
    });
    expect(b.seen.find((s) => s.includes('refresh-token'))).toMatch(/ 403$/);
    expect(b.signedOut).toHaveLength(1);
  });

  it('after logout the refresh fails and signs out', async () => {
    const b = await signedIn();
    await b.api.auth.logout();
    expect(b.jar.get('mb_refresh')).toBeNull();
    b.state.token = 'no-longer-valid';
    await expect(b.api.auth.me()).rejects.toMatchObject({ status: 401 });
    expect(b.signedOut).toHaveLength(1);
  });

  it('maps sign-in failures to the catalogue', async () => {
    const b = browser(kit);
    const wrong = await b.api.auth
      .login({ email: 'nobody@example.com', password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(loginErrorMessage(wrong)).toMatchObject({
      message: messages.login.invalidCredentials,
      requireVerification: false,
    });
    expect(b.seen).toHaveLength(1); // a login 401 is an answer, not a refresh

    const email = `unverified.${Date.now()}@example.com`;
    await b.api.auth.register(kit.registration(email) as RegisterRequest);
    // The account is created after the answer; its verification mail says it exists.
    await kit.verificationToken(email);
    const unverified = await b.api.auth
      .login({ email, password: PASSWORD })
      .catch((e: unknown) => e);
    expect(loginErrorMessage(unverified)).toEqual({
      message: messages.login.emailNotVerified,
      requireVerification: true,
      contactType: 'email',
    });
  });

  it('verify-reset-token: an unknown token is a 404 answer', async () => {
    const b = browser(kit);
    await expect(b.api.auth.verifyResetToken('no-such-token')).resolves.toEqual({
      valid: false,
      message: messages.passwordReset.tokenNotFound,
    });
  });
});
