import {
  normalizeRole,
  type AccountSession,
  type AuthData,
  type User,
} from '@matchbazaar/contracts';
import { isRecord } from './errors.js';

/**
 * Hand-written readers for the answers the client uses. The contracts' zod schemas describe the
 * same shapes, but zod would weigh on the first page's bundle (the session provider loads with
 * it), and these few fields are simple to check.
 */

const str = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): string | null => (str(v) && v !== '' ? v : null);

/** A user as docs/product/accounts.md lists it, or null when `value` is not one. */
export function readUser(value: unknown): User | null {
  if (!isRecord(value) || !str(value.id) || !str(value.email)) return null;
  return {
    id: value.id,
    firstName: str(value.firstName) ? value.firstName : '',
    lastName: str(value.lastName) ? value.lastName : '',
    email: value.email,
    phone: strOrNull(value.phone),
    // docs/product/roles-and-access.md: anything but user, admin, support, trader becomes user.
    role: normalizeRole(value.role),
    isEmailVerified: value.isEmailVerified === true,
    isPhoneVerified: value.isPhoneVerified === true,
    profileImage: strOrNull(value.profileImage),
  };
}

/** `data` of login, register, refresh-token and me; null without a user. */
export function readAuthData(value: unknown): AuthData | null {
  if (!isRecord(value)) return null;
  const user = readUser(value.user);
  if (!user) return null;
  const data: AuthData = { user };
  // docs/product/api.md: the access token may come as `accessToken` or `token`.
  const accessToken = str(value.accessToken)
    ? value.accessToken
    : str(value.token)
      ? value.token
      : undefined;
  if (accessToken) {
    data.accessToken = accessToken;
    data.token = accessToken;
  }
  if (str(value.refreshToken)) data.refreshToken = value.refreshToken;
  if (str(value.returnUrl)) data.returnUrl = value.returnUrl;
  if (typeof value.requireVerification === 'boolean')
    data.requireVerification = value.requireVerification;
  if (value.contactType === 'email' || value.contactType === 'phone')
    data.contactType = value.contactType;
  return data;
}

export function readSessions(value: unknown): AccountSession[] | null {
  if (!isRecord(value) || !Array.isArray(value.sessions)) return null;
  const sessions: AccountSession[] = [];
  for (const s of value.sessions) {
    if (!isRecord(s) || !str(s.id)) return null;
    sessions.push({
      id: s.id,
      device: str(s.device) ? s.device : '',
      createdAt: str(s.createdAt) ? s.createdAt : '',
      lastUsedAt: str(s.lastUsedAt) ? s.lastUsedAt : '',
      current: s.current === true,
    });
  }
  return sessions;
}
