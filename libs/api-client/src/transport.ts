import { apiClientMessages, authCookies, type AuthData, limits } from '@matchbazaar/contracts';
import { readBrowserCookie } from './cookies.js';
import { ApiRequestError, isRecord, isSiteAccessRequired } from './errors.js';
import { readAuthData } from './parse.js';

/**
 * How the client talks to the BFF (docs/product/api.md,
 * docs/decisions/0003-tokens-and-sessions.md).
 */
export interface ApiClientOptions {
  /** The API host from configuration; '' for the page's own origin. No trailing slash needed. */
  baseUrl?: string;
  /** The current access token (the web app keeps it in storage under `authToken`). */
  getAccessToken: () => string | null;
  /**
   * A refresh token to send in the body. The web app leaves this out: its refresh token is the
   * httpOnly `mb_refresh` cookie, which the browser sends by itself.
   */
  getRefreshToken?: () => string | null;
  /** A refresh succeeded: store the new access token (and user). */
  onSessionRefreshed: (data: AuthData) => void;
  /** A refresh failed after a 401: the session is over (the app signs out and opens /auth/login). */
  onSignedOut: () => void;
  /**
   * Before launch, the API refused this browser for want of the gate's pass (its cookie was
   * cleared, or the server's secret changed): the app forgets its own record of the pass. The call
   * then fails with an error that `isSiteAccessRequired` recognises; the session is not touched.
   */
  onAccessRequired?: () => void;
  /**
   * Runs a refresh while no other tab of the app runs one (the web app passes the Web Locks API).
   * Tabs share the refresh cookie: one after another, each sends the token the last one got,
   * where side by side a third tab's copy of the same token would count as a replay and end the
   * session (docs/decisions/0003-tokens-and-sessions.md).
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  fetch?: typeof fetch;
  /** Reads a cookie by name; `document.cookie` by default. */
  readCookie?: (name: string) => string | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** From the API root, e.g. `/api/v1/auth/me`. */
  path: string;
  /** Sent as JSON; a FormData is sent as it is (multipart). */
  body?: unknown;
  /** Per call (docs/product/constants.md); 30 s by default. */
  timeoutMs?: number;
  /** false: no bearer token (login, register: a stale token must not matter). Default true. */
  bearer?: boolean;
  /**
   * false for login, register, refresh-token and logout (docs/product/accounts.md): a 401 is the
   * answer, not a reason to refresh. Default true.
   */
  refreshOn401?: boolean;
  signal?: AbortSignal;
}

/** A call that counted as a success: status 2xx or 404 (docs/product/api.md). */
export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Transport {
  request: (options: RequestOptions) => Promise<ApiResponse>;
  /**
   * One refresh through the cookie, shared by every caller that asks while it runs: null when it
   * failed (the client signed out); rejects with the wall's refusal before launch (still signed in).
   */
  refresh: () => Promise<AuthData | null>;
  url: (path: string) => string;
}

/** Fallback texts by status when the server sent none of its own. */
function statusMessage(status: number): string {
  if (status === 401) return apiClientMessages.unauthorized;
  if (status === 403) return apiClientMessages.forbidden;
  if (status === 429) return apiClientMessages.tooManyRequests;
  if (status === 503) return apiClientMessages.serviceUnavailable;
  if (status >= 500) return apiClientMessages.internal;
  return apiClientMessages.badRequest;
}

function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // a proxy's HTML error page, say
  }
}

export function createTransport(options: ApiClientOptions): Transport {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookie = options.readCookie ?? readBrowserCookie;
  const url = (path: string) => `${base}${path.startsWith('/') ? path : `/${path}`}`;

  /** One HTTP exchange with its own timeout; resolves for 2xx and 404, throws otherwise. */
  async function exchange(
    request: RequestOptions,
    accessToken: string | null,
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const xsrf = cookie(authCookies.xsrf);
    if (xsrf) headers[authCookies.xsrfHeader] = xsrf;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? limits.timeoutsMs.default);
    const callerAborted = () => controller.abort();
    if (request.signal?.aborted) controller.abort();
    request.signal?.addEventListener('abort', callerAborted);
    try {
      const response = await fetchImpl(url(request.path), {
        method: request.method ?? 'GET',
        headers,
        body,
        // The refresh cookie (and the gate's cookie before launch) must go along, also when the
        // API lives on another host.
        credentials: 'include',
        signal: controller.signal,
      });
      const parsed = await readBody(response);
      const { status } = response;
      if ((status >= 200 && status < 300) || status === 404) {
        return { status, body: parsed, headers: response.headers };
      }
      const serverMessage =
        isRecord(parsed) && typeof parsed.message === 'string' && parsed.message.trim();
      const failure = new ApiRequestError({
        kind: 'http',
        status,
        body: parsed,
        message: serverMessage || statusMessage(status),
        retryAfterSeconds: retryAfterOf(response.headers),
      });
      if (isSiteAccessRequired(failure)) options.onAccessRequired?.();
      throw failure;
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (timedOut)
        throw new ApiRequestError({
          kind: 'timeout',
          message: apiClientMessages.timedOut,
          cause: error,
        });
      if (request.signal?.aborted)
        throw new ApiRequestError({
          kind: 'aborted',
          message: apiClientMessages.cancelled,
          cause: error,
        });
      throw new ApiRequestError({
        kind: 'network',
        message: apiClientMessages.network,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', callerAborted);
    }
  }

  let refreshing: Promise<AuthData | null> | null = null;

  async function refreshNow(): Promise<AuthData | null> {
    const refreshToken = options.getRefreshToken?.() ?? null;
    try {
      const response = await exchange(
        {
          method: 'POST',
          path: '/api/v1/auth/refresh-token',
          body: refreshToken ? { refreshToken } : {},
          timeoutMs: limits.timeoutsMs.refresh,
        },
        null,
      );
      const data =
        response.status === 404 || !isRecord(response.body) || response.body.success === false
          ? null
          : readAuthData(response.body.data);
      if (!data?.accessToken) throw new Error('refresh-token gave no access token');
      options.onSessionRefreshed(data);
      return data;
    } catch (error) {
      // The pre-launch wall refused the browser, not the refresh token: the session stays, and
      // the caller gets the wall's refusal (onAccessRequired has already run).
      if (isSiteAccessRequired(error)) throw error;
      // docs/product/accounts.md: a failed refresh signs the user out.
      options.onSignedOut();
      return null;
    }
  }

  function refresh(): Promise<AuthData | null> {
    const exclusive = options.exclusive ?? ((work) => work());
    refreshing ??= exclusive(refreshNow).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request(options: RequestOptions): Promise<ApiResponse> {
    const token = options.bearer === false ? null : readToken();
    if (options.refreshOn401 === false) return exchange(options, token);
    try {
      return await exchange(options, token);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
      // Another call refreshed while this one was out: retry with its token, no second refresh.
      const current = options.bearer === false ? null : readToken();
      if (current && current !== token) return exchange(options, current);
      const refreshed = await refresh();
      if (!refreshed?.accessToken)
        throw new ApiRequestError({
          kind: 'http',
          status: 401,
          body: error.body,
          message: apiClientMessages.sessionExpired,
        });
      // Retried once: a second 401 is the answer.
      return exchange(options, options.bearer === false ? null : refreshed.accessToken);
    }
  }

  function readToken(): string | null {
    return options.getAccessToken() || null;
  }

  return { request, refresh, url };
}
