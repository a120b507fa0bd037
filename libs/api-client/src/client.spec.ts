import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiErrorCodes, limits, messages, type AuthData } from '@matchbazaar/contracts';
import { createApiClient } from './client.js';
import { ApiRequestError, isSiteAccessRequired } from './errors.js';

/** A fake fetch: each call is recorded and answered by `answer`, honouring the abort signal. */
interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}
type Answer = (
  call: Call,
) => { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'offline';

function fakeFetch(answer: Answer) {
  const calls: Call[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      credentials: init?.credentials,
    };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      const a = answer(call);
      if (a === 'hang') return;
      if (a === 'offline') return reject(new TypeError('Failed to fetch'));
      resolve(
        new Response(a.body === undefined ? null : JSON.stringify(a.body), {
          status: a.status,
          headers: a.headers,
        }),
      );
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  role: 'admin',
  isEmailVerified: true,
  isPhoneVerified: false,
  profileImage: null,
};

function setup(answer: Answer, token: string | null = 'old-token') {
  const state = { token };
  const refreshed: AuthData[] = [];
  const onSignedOut = jest.fn();
  const onAccessRequired = jest.fn();
  const { fetch, calls } = fakeFetch(answer);
  const api = createApiClient({
    baseUrl: 'https://api.example.com/',
    getAccessToken: () => state.token,
    onSessionRefreshed: (data) => {
      refreshed.push(data);
      state.token = data.accessToken ?? null;
    },
    onSignedOut,
    onAccessRequired,
    fetch,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : null),
  });
  return { api, calls, refreshed, onSignedOut, onAccessRequired, state };
}

const ok = (data?: unknown) => ({ status: 200, body: { success: true, message: 'OK', data } });
/** The pre-launch wall's refusal, as the BFF sends it. */
const walled = {
  status: 403,
  body: {
    success: false,
    message: messages.api.accessRequired,
    errors: [],
    code: apiErrorCodes.siteAccessRequired,
  },
};
const refreshOk = (token: string) => ok({ user, accessToken: token, token });

describe('every request', () => {
  it('goes to the base URL with the bearer token, the XSRF header and credentials', async () => {
    const { api, calls } = setup(() => ok({ user }));
    const me = await api.auth.me();
    expect(me.user).toEqual(user);
    expect(calls[0]).toMatchObject({
      url: 'https://api.example.com/api/v1/auth/me',
      method: 'GET',
      credentials: 'include',
      headers: { Authorization: 'Bearer old-token', 'X-XSRF-TOKEN': 'xsrf-value' },
    });
  });

  it('sends JSON bodies and no bearer token on login', async () => {
    const { api, calls } = setup(() =>
      ok({ user, accessToken: 't', token: 't', refreshToken: 'r' }),
    );
    const data = await api.auth.login({ email: 'ada@example.com', password: 'pw' });
    expect(data.accessToken).toBe('t');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'pw' });
  });

  it('reads an unknown role as user', async () => {
    const { api } = setup(() => ok({ user: { ...user, role: 'wizard' } }));
    expect((await api.users.profile()).role).toBe('user');
  });

  it('counts 2xx and 404 as success at the transport and throws for other statuses', async () => {
    const { api } = setup((c) =>
      c.url.endsWith('/a')
        ? { status: 404, body: { success: false, message: 'nope' } }
        : { status: 409 },
    );
    await expect(api.request({ path: '/a' })).resolves.toMatchObject({ status: 404 });
    await expect(api.request({ path: '/b' })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: messages.api.badRequest,
    });
  });

  it('keeps a 429 Retry-After', async () => {
    const { api } = setup(() => ({
      status: 429,
      body: { success: false, message: messages.accounts.tooManyAttempts, errors: [] },
      headers: { 'Retry-After': '120' },
    }));
    const error = (await api.auth
      .login({ email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.retryAfterSeconds).toBe(120);
    expect(error.message).toBe(messages.accounts.tooManyAttempts);
  });

  it('tells the app when the pre-launch wall refuses this browser, by its code, and only then', async () => {
    const { api, onAccessRequired, onSignedOut } = setup(() => walled);
    const error = await api.auth.me().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: apiErrorCodes.siteAccessRequired });
    expect(isSiteAccessRequired(error)).toBe(true);
    expect(onAccessRequired).toHaveBeenCalledTimes(1);
    expect(onSignedOut).not.toHaveBeenCalled();

    // Another 403, even one worded like the wall's, is not the wall.
    for (const message of [messages.api.forbidden, messages.api.accessRequired]) {
      const other = setup(() => ({ status: 403, body: { success: false, message, errors: [] } }));
      const refused = await other.api.auth.me().catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 403, code: undefined });
      expect(isSiteAccessRequired(refused)).toBe(false);
      expect(other.onAccessRequired).not.toHaveBeenCalled();
    }
  });

  it('reports an unreachable server as a network failure', async () => {
    const { api } = setup(() => 'offline');
    await expect(api.auth.me()).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports a caller abort as aborted', async () => {
    const { api } = setup(() => 'hang');
    const controller = new AbortController();
    const pending = api.auth.me({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('timeouts (docs/product/constants.md)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function timesOutAfter(
    run: (api: ReturnType<typeof setup>['api']) => Promise<unknown>,
    ms: number,
  ) {
    const { api } = setup(() => 'hang');
    let settled: unknown = 'pending';
    const pending = run(api).catch((e: unknown) => (settled = e));
    await jest.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout' });
  }

  it.each([
    [
      'login',
      (api: ReturnType<typeof setup>['api']) => api.auth.login({ email: 'a@b.co', password: 'x' }),
      limits.timeoutsMs.login,
    ],
    ['me', (api: ReturnType<typeof setup>['api']) => api.auth.me(), limits.timeoutsMs.me],
    [
      'register',
      (api: ReturnType<typeof setup>['api']) => api.auth.register({} as never),
      limits.timeoutsMs.default,
    ],
    [
      'logout',
      (api: ReturnType<typeof setup>['api']) => api.auth.logout(),
      limits.timeoutsMs.default,
    ],
    [
      'request-password-reset',
      (api: ReturnType<typeof setup>['api']) => api.auth.requestPasswordReset({ email: 'a@b.co' }),
      limits.timeoutsMs.reset,
    ],
    [
      'verify-reset-token',
      (api: ReturnType<typeof setup>['api']) => api.auth.verifyResetToken('t'),
      limits.timeoutsMs.reset,
    ],
    [
      'reset-password',
      (api: ReturnType<typeof setup>['api']) =>
        api.auth.resetPassword('t', { password: 'p', confirmPassword: 'p' }),
      limits.timeoutsMs.reset,
    ],
    [
      'verify-contact',
      (api: ReturnType<typeof setup>['api']) =>
        api.auth.verifyContact({ type: 'email', token: 't', email: 'a@b.co' }),
      limits.timeoutsMs.contactVerify,
    ],
    [
      'verify page',
      (api: ReturnType<typeof setup>['api']) =>
        api.auth.verifyContact(
          { type: 'email', token: 't', email: 'a@b.co' },
          { timeoutMs: limits.timeoutsMs.verifyPage },
        ),
      limits.timeoutsMs.verifyPage,
    ],
    [
      'profile (default)',
      (api: ReturnType<typeof setup>['api']) => api.users.profile(),
      limits.timeoutsMs.default,
    ],
  ])('%s gives up after its timeout', async (_name, run, ms) => {
    await timesOutAfter(run, ms);
  });

  it('refresh-token gives up after 15 s and signs out', async () => {
    const { api, onSignedOut } = setup(() => 'hang');
    const pending = api.auth.refresh();
    await jest.advanceTimersByTimeAsync(limits.timeoutsMs.refresh);
    await expect(pending).resolves.toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 (docs/product/accounts.md)', () => {
  it('refreshes through the cookie once and retries with the new token', async () => {
    const { api, calls, refreshed, onSignedOut } = setup((c) => {
      if (c.url.endsWith('/auth/refresh-token')) return refreshOk('new-token');
      return c.headers.Authorization === 'Bearer new-token' ? ok({ user }) : { status: 401 };
    });
    await expect(api.users.profile()).resolves.toEqual(user);
    expect(calls.map((c) => c.url.replace('https://api.example.com', ''))).toEqual([
      '/api/v1/users/profile',
      '/api/v1/auth/refresh-token',
      '/api/v1/users/profile',
    ]);
    const refresh = calls[1]!;
    expect(refresh).toMatchObject({ method: 'POST', credentials: 'include', body: {} });
    expect(refresh.headers['X-XSRF-TOKEN']).toBe('xsrf-value');
    expect(refresh.headers.Authorization).toBeUndefined();
    expect(refreshed.map((d) => d.accessToken)).toEqual(['new-token']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s', async () => {
    const { api, calls } = setup((c) => {
      if (c.url.endsWith('/auth/refresh-token')) return refreshOk('new-token');
      return c.headers.Authorization === 'Bearer new-token' ? ok({ user }) : { status: 401 };
    });
    // All three are out before the first 401 comes back.
    await Promise.all([api.users.profile(), api.auth.me(), api.users.profile()]);
    expect(calls.filter((c) => c.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('refreshes one tab at a time through `exclusive`: each sends the cookie the last one got', async () => {
    // Two tabs share the refresh cookie; the server rotates it and ends the session when a used
    // one comes a second time (the grace window's one replay aside).
    const jar = { cookie: 'r0', used: new Set<string>() };
    let lock: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
      const run = lock.then(work);
      lock = run.catch(() => undefined);
      return run;
    };
    const tab = (name: string) =>
      createApiClient({
        baseUrl: 'https://api.example.com',
        getAccessToken: () => 'expired',
        onSessionRefreshed: () => undefined,
        onSignedOut: () => undefined,
        exclusive,
        readCookie: () => 'xsrf',
        fetch: async () => {
          await new Promise((r) => setTimeout(r, 5));
          if (jar.used.has(jar.cookie))
            return new Response(JSON.stringify({ success: false }), { status: 401 });
          jar.used.add(jar.cookie);
          jar.cookie = `${jar.cookie}>${name}`;
          return new Response(JSON.stringify(refreshOk(`token-${name}`).body), { status: 200 });
        },
      });
    const answers = await Promise.all(['a', 'b', 'c'].map((name) => tab(name).auth.refresh()));
    expect(answers.map((data) => data?.accessToken)).toEqual(['token-a', 'token-b', 'token-c']);
    expect(jar.used.size).toBe(3);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { api, calls, onSignedOut } = setup((c) =>
      c.url.endsWith('/auth/refresh-token') ? refreshOk('new-token') : { status: 401 },
    );
    await expect(api.users.profile()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails', async () => {
    const { api, onSignedOut } = setup(() => ({
      status: 401,
      body: { success: false, message: 'Session ended', errors: [] },
    }));
    await expect(api.users.profile()).rejects.toMatchObject({
      status: 401,
      message: messages.accounts.sessionExpired,
    });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the pre-launch wall refuses the refresh: the caller gets the refusal', async () => {
    const { api, calls, onSignedOut, onAccessRequired } = setup((c) =>
      c.url.endsWith('/auth/refresh-token') ? walled : { status: 401 },
    );
    const error = await api.users.profile().catch((e: unknown) => e);
    expect(isSiteAccessRequired(error)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(onAccessRequired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'login',
      (api: ReturnType<typeof setup>['api']) => api.auth.login({ email: 'a@b.co', password: 'x' }),
    ],
    [
      'admin login',
      (api: ReturnType<typeof setup>['api']) =>
        api.auth.adminLogin({ email: 'a@b.co', password: 'x' }),
    ],
    ['register', (api: ReturnType<typeof setup>['api']) => api.auth.register({} as never)],
    ['logout', (api: ReturnType<typeof setup>['api']) => api.auth.logout()],
  ])('is the answer on %s (no refresh)', async (_name, run) => {
    const { api, calls, onSignedOut } = setup(() => ({ status: 401 }));
    await expect(run(api)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('typed calls', () => {
  it('verify-reset-token: 404 is an answer', async () => {
    const { api } = setup(() => ({
      status: 404,
      body: { success: false, message: 'x', errors: [] },
    }));
    await expect(api.auth.verifyResetToken('abc')).resolves.toEqual({
      valid: false,
      message: messages.passwordReset.tokenNotFound,
    });
  });

  it('verify-contact: success by `verified`, `data.success` or a 200 message with "success"', async () => {
    for (const body of [
      { verified: true, message: 'Email verified successfully' },
      { data: { success: true }, message: '' },
      { message: 'Verification successful' },
    ]) {
      const { api } = setup(() => ({ status: 200, body }));
      await expect(
        api.auth.verifyContact({ type: 'email', token: 't', email: 'a@b.co' }),
      ).resolves.toMatchObject({ message: body.message });
    }
    const { api } = setup(() => ({ status: 200, body: 'weird' }));
    await expect(
      api.auth.verifyContact({ type: 'email', token: 't', email: 'a@b.co' }),
    ).rejects.toMatchObject({ kind: 'badShape' });
  });

  it('a 2xx with success false is unsuccessful', async () => {
    const { api } = setup(() => ({ status: 200, body: { success: false, message: '' } }));
    await expect(api.auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      kind: 'unsuccessful',
    });
  });

  it('takes an empty 2xx as a success without data', async () => {
    const { api } = setup(() => ({ status: 204 }));
    await expect(api.sessions.end('s1')).resolves.toEqual({ message: '' });
    await expect(api.users.profile()).rejects.toMatchObject({ kind: 'badShape' });
  });

  it('encodes path segments and builds image URLs', async () => {
    const { api, calls } = setup(() => ok());
    await api.sessions.end('a/b');
    expect(calls[0]!.url).toBe('https://api.example.com/api/v1/auth/sessions/a%2Fb');
    expect(api.users.imageUrl('u 1')).toBe('https://api.example.com/api/v1/users/u%201/image');
  });

  it('uploads the image as multipart without a JSON content type', async () => {
    const { api, calls } = setup(() => ok({ user }));
    await api.users.uploadProfileImage(
      new Blob([new Uint8Array([1])], { type: 'image/png' }),
      'me.png',
    );
    expect(calls[0]!.body).toBeInstanceOf(FormData);
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });
});
