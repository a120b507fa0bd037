import type { AccountSession, User } from '@matchbazaar/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../components/session/api';

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
