import {
  type AccountSession,
  apiClientMessages,
  type ContactType,
  limits,
  type LoginRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type User,
  type VerifyContactRequest,
} from '@matchbazaar/contracts';
import { ApiRequestError, isRecord } from './errors.js';
import { readAuthData, readSessions, readUser } from './parse.js';
import {
  createTransport,
  type ApiClientOptions,
  type ApiResponse,
  type RequestOptions,
} from './transport.js';

/** What a caller may pass to any typed call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The answers that carry only a message (logout, reset request, resend, change-password, ...). */
export interface MessageAnswer {
  message: string;
}

export interface ResetTokenCheck {
  valid: boolean;
  message: string;
}

export interface ContactVerified {
  message: string;
  user: User | null;
  /** An email link used before, for an address verified since (no user then). */
  alreadyVerified: boolean;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResendVerificationBody {
  type: ContactType;
  /** Signed out: the address to send to. Signed in: left out (the current user's own). */
  email?: string;
}

const V1 = '/api/v1';
const seg = (value: string) => encodeURIComponent(value);
/** Login and register: no bearer token, and their 401 is an answer (docs/product/accounts.md). */
const anonymous = { bearer: false, refreshOn401: false } as const;

/**
 * docs/product/api.md for verify-contact: `success`, `verified`, `data.success`, or a 200 whose
 * message contains "success" count as success.
 */
export function isVerifyContactSuccess(status: number, body: unknown): boolean {
  if (!isRecord(body)) return false;
  if (body.success === true || body.verified === true) return true;
  if (isRecord(body.data) && body.data.success === true) return true;
  return status === 200 && typeof body.message === 'string' && /success/i.test(body.message);
}

/**
 * The browser's client for the BFF (docs/product/api.md). Every call: the base URL, a timeout (30 s
 * unless docs/product/constants.md names another), the bearer token, the XSRF header from the
 * `XSRF-TOKEN` cookie, status 2xx or 404 as success, and on a 401 one refresh (shared by concurrent
 * calls) and one retry; a failed refresh signs out. Typed calls return the answer's data or throw
 * an `ApiRequestError`, which the `*ErrorMessage` functions turn into the catalogue's texts
 * (docs/product/messages.md).
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);

  /**
   * A call whose answer must be a success with readable data. The transport lets a 404 through
   * (docs/product/api.md); a typed call that needs data reports it as a failure with the server's
   * text.
   */
  async function call<T>(
    request: RequestOptions,
    read: (body: Record<string, unknown>, response: ApiResponse) => T | null,
  ): Promise<T> {
    const response = await transport.request(request);
    const { status, body } = response;
    const serverMessage =
      isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
    if (status === 404)
      throw new ApiRequestError({
        kind: 'http',
        status,
        body,
        message: serverMessage || apiClientMessages.notFound,
      });
    // An empty 2xx (a 204, say) is a success without data.
    const answer = body === undefined ? {} : body;
    if (!isRecord(answer) || answer.success === false)
      throw new ApiRequestError({
        kind: isRecord(answer) ? 'unsuccessful' : 'badShape',
        status,
        body,
        message: serverMessage || apiClientMessages.badRequest,
      });
    const value = read(answer, response);
    if (value === null)
      throw new ApiRequestError({
        kind: 'badShape',
        status,
        body,
        message: apiClientMessages.badRequest,
      });
    return value;
  }

  const messageOf = (body: Record<string, unknown>): MessageAnswer => ({
    message: typeof body.message === 'string' ? body.message : '',
  });
  const authDataOf = (body: Record<string, unknown>) => readAuthData(body.data);
  const userOf = (body: Record<string, unknown>) =>
    isRecord(body.data) ? readUser(body.data.user) : null;

  const post = (path: string, body: unknown, extra: Partial<RequestOptions> = {}) =>
    ({ method: 'POST', path: `${V1}${path}`, body, ...extra }) satisfies RequestOptions;

  const auth = {
    /** 403 with `data.requireVerification` when the email is not verified (see loginErrorMessage). */
    login: (body: LoginRequest, o: CallOptions = {}) =>
      call(
        post('/auth/login', body, {
          timeoutMs: limits.timeoutsMs.login,
          ...anonymous,
          ...o,
        }),
        authDataOf,
      ),
    /** Administrators only; everyone else gets the same 401 as a wrong password. */
    adminLogin: (body: LoginRequest, o: CallOptions = {}) =>
      call(
        post('/auth/admin/login', body, {
          timeoutMs: limits.timeoutsMs.login,
          ...anonymous,
          ...o,
        }),
        authDataOf,
      ),
    /** 202 with a message and no tokens until the email is verified (`data` is then null). */
    register: (body: RegisterRequest, o: CallOptions = {}) =>
      call(post('/auth/register', body, { ...anonymous, ...o }), (b) => ({
        ...messageOf(b),
        data: readAuthData(b.data),
      })),
    /** Ends this device's session; the server clears the cookies. */
    logout: (o: CallOptions = {}) =>
      call(post('/auth/logout', undefined, { refreshOn401: false, ...o }), messageOf),
    /**
     * A refresh through the cookie (shared with the 401 flow); null when it failed, a rejection
     * when the pre-launch wall refused the browser (see isSiteAccessRequired).
     */
    refresh: () => transport.refresh(),
    me: (o: CallOptions = {}) =>
      call({ path: `${V1}/auth/me`, timeoutMs: limits.timeoutsMs.me, ...o }, authDataOf),
    requestPasswordReset: (body: { email: string }, o: CallOptions = {}) =>
      call(
        post('/auth/request-password-reset', body, { timeoutMs: limits.timeoutsMs.reset, ...o }),
        messageOf,
      ),
    /** A 404 is an answer here: the token is unknown, used or expired. */
    verifyResetToken: async (token: string, o: CallOptions = {}): Promise<ResetTokenCheck> => {
      const { status, body } = await transport.request({
        path: `${V1}/auth/verify-reset-token/${seg(token)}`,
        timeoutMs: limits.timeoutsMs.reset,
        ...o,
      });
      if (status === 404) return { valid: false, message: apiClientMessages.resetTokenNotFound };
      const valid = isRecord(body) && body.success === true && body.valid === true;
      const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
      return { valid, message: valid ? message : apiClientMessages.resetTokenInvalid };
    },
    resetPassword: (
      token: string,
      body: { password: string; confirmPassword: string },
      o: CallOptions = {},
    ) =>
      call(
        post(`/auth/reset-password/${seg(token)}`, body, {
          timeoutMs: limits.timeoutsMs.reset,
          ...o,
        }),
        messageOf,
      ),
    /**
     * 25 s by default (docs/product/constants.md); the email-verification wrapper passes 20 s and
     * the verify page 30 s. Success follows the rule of docs/product/api.md
     * (isVerifyContactSuccess).
     */
    verifyContact: async (
      body: VerifyContactRequest,
      o: CallOptions & { timeoutMs?: number } = {},
    ): Promise<ContactVerified> => {
      const response = await transport.request(
        post('/auth/verify-contact', body, { timeoutMs: limits.timeoutsMs.contactVerify, ...o }),
      );
      const { status, body: answer } = response;
      const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : '';
      if (status === 404)
        throw new ApiRequestError({
          kind: 'http',
          status,
          body: answer,
          message: message || apiClientMessages.verificationLinkNotFound,
        });
      if (!isVerifyContactSuccess(status, answer))
        throw new ApiRequestError({
          kind: isRecord(answer) ? 'unsuccessful' : 'badShape',
          status,
          body: answer,
          message: message || apiClientMessages.verificationBadShape(body.type),
        });
      return {
        message,
        user: isRecord(answer) && isRecord(answer.data) ? readUser(answer.data.user) : null,
        alreadyVerified: isRecord(answer) && answer.alreadyVerified === true,
      };
    },
    /** Always the same answer for an address (no account leak); 429 when asked too often. */
    resendVerification: (body: ResendVerificationBody, o: CallOptions = {}) =>
      call(post('/auth/resend-verification', body, o), messageOf),
    /** Ends every other session; 400 with `currentPassword` when the current one is wrong. */
    changePassword: (body: ChangePasswordBody, o: CallOptions = {}) =>
      call(post('/auth/change-password', body, o), messageOf),
  };

  const sessions = {
    list: (o: CallOptions = {}): Promise<AccountSession[]> =>
      call({ path: `${V1}/auth/sessions`, ...o }, (b) => readSessions(b.data)),
    /** Only the user's own; 404 otherwise. */
    end: (id: string, o: CallOptions = {}) =>
      call({ method: 'DELETE', path: `${V1}/auth/sessions/${seg(id)}`, ...o }, messageOf),
    endOthers: (o: CallOptions = {}) =>
      call(post('/auth/sessions/end-others', undefined, o), messageOf),
  };

  const users = {
    profile: (o: CallOptions = {}): Promise<User> =>
      call({ path: `${V1}/users/profile`, ...o }, userOf),
    /** A changed phone becomes unverified and gets a new SMS code. */
    updateProfile: (body: ProfileUpdateRequest, o: CallOptions = {}): Promise<User> =>
      call({ method: 'PATCH', path: `${V1}/users/profile`, body, ...o }, userOf),
    /** Multipart field `image` (profileImageRules; the BFF checks the bytes too). */
    uploadProfileImage: (image: Blob, fileName = 'profile-image', o: CallOptions = {}) => {
      const form = new FormData();
      form.append('image', image, fileName);
      return call(post('/users/profile/image', form, o), userOf);
    },
    deleteProfileImage: (o: CallOptions = {}): Promise<User> =>
      call({ method: 'DELETE', path: `${V1}/users/profile/image`, ...o }, userOf),
    /** Public URL of a user's profile image (for <img src>). */
    imageUrl: (userId: string) => transport.url(`${V1}/users/${seg(userId)}/image`),
  };

  return {
    auth,
    sessions,
    users,
    /** The raw transport for other domains' calls: resolves for 2xx and 404. */
    request: transport.request,
    /** A typed call: `read` gets a successful body and returns its data, or null if unreadable. */
    call,
    url: transport.url,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { ApiClientOptions, ApiResponse, RequestOptions };
