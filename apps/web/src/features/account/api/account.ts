import {
  accountDataMessages,
  type AccountSession,
  type DeleteAccountRequest,
  type User,
} from '@matchbazaar/contracts';
import { ApiRequestError } from '@matchbazaar/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session/api';

/**
 * Query keys of the signed-in account's data. They carry the user's id, so what one account
 * loaded is never shown to the next one signed in on this browser.
 */
export const accountKeys = {
  all: (userId: string) => ['account', userId] as const,
  profile: (userId: string) => [...accountKeys.all(userId), 'profile'] as const,
  sessions: (userId: string) => [...accountKeys.all(userId), 'sessions'] as const,
};

/** GET /api/v1/users/profile, read fresh on every visit (shown from the cache meanwhile). */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }): Promise<User> => api.users.profile({ signal }),
    staleTime: 0,
  });

/** GET /api/v1/auth/sessions: the devices signed in to the account. */
export const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: ({ signal }): Promise<AccountSession[]> => api.sessions.list({ signal }),
    staleTime: 0,
  });

/** A change to the profile answered with the user as it now is: the cache takes it as it is. */
export function profileChanged(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(profileQuery(user.id).queryKey, user);
}

/**
 * Sessions ended (`ids`, or every other one after a password change): gone from the list at once,
 * then read again, since the server's list is the one that counts.
 */
export function sessionsEnded(
  queryClient: QueryClient,
  userId: string,
  gone: (session: AccountSession) => boolean,
): void {
  const key = sessionsQuery(userId).queryKey;
  queryClient.setQueryData(key, (sessions) => sessions?.filter((s) => !gone(s)));
  void queryClient.invalidateQueries({ queryKey: key });
}

const messageOf = (body: Record<string, unknown>) =>
  typeof body.message === 'string' ? body.message : '';

/** POST /api/v1/users/me/export: the answer's text (429 with its own text within the hour). */
export function requestDataExport(): Promise<string> {
  return api.call({ method: 'POST', path: '/api/v1/users/me/export' }, messageOf);
}

/** POST /api/v1/users/me/delete: 400 on `password` when it is wrong; the answer's text. */
export function deleteAccount(body: DeleteAccountRequest): Promise<string> {
  return api.call({ method: 'POST', path: '/api/v1/users/me/delete', body }, messageOf);
}

/** The file a data-export link downloads: its name and its JSON text. */
export interface DataExportFile {
  fileName: string;
  text: string;
}

/**
 * GET /api/v1/data-exports/:token (no sign-in: the token is the key). A 404 (unknown link) or 410
 * (expired) throws with the server's text. The JSON comes back as the server wrote it (two-space
 * indentation), so the saved file is the same text.
 */
export async function fetchDataExport(
  token: string,
  signal?: AbortSignal,
): Promise<DataExportFile> {
  const { status, body, headers } = await api.request({
    path: `/api/v1/data-exports/${encodeURIComponent(token)}`,
    bearer: false,
    refreshOn401: false,
    ...(signal && { signal }),
  });
  if (status === 404) {
    const said = typeof body === 'object' && body !== null && 'message' in body ? body.message : '';
    const message = typeof said === 'string' && said ? said : accountDataMessages.downloadNotFound;
    throw new ApiRequestError({ kind: 'http', status, body, message });
  }
  const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return {
    fileName: named?.[1] ?? 'matchbazaar-data.json',
    text: `${JSON.stringify(body, null, 2)}\n`,
  };
}
