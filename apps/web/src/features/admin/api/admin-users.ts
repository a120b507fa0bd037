import {
  adminDoneAnswerSchema,
  adminUserAnswerSchema,
  adminUserDetailAnswerSchema,
  adminUsersPageAnswerSchema,
  type AdminUser,
  type AdminUsersQuery,
  type Role,
} from '@matchbazaar/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../lib/server-state/query-string';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';

/** Manage Users' reads and actions (GET/PUT/POST/DELETE /api/v1/admin/users...). */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  page: (query: Partial<AdminUsersQuery>) => [...adminUsersKeys.all, 'page', query] as const,
  one: (id: string) => [...adminUsersKeys.all, 'one', id] as const,
};

export const adminUsersQuery = (query: Partial<AdminUsersQuery>) =>
  queryOptions({
    queryKey: adminUsersKeys.page(query),
    queryFn: ({ signal }) =>
      checkedGet(
        `/api/v1/admin/users${queryString(query as Record<string, string | number | boolean | undefined>)}`,
        adminUsersPageAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    staleTime: 0,
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUsersKeys.one(id),
    queryFn: ({ signal }) =>
      checkedGet(
        `/api/v1/admin/users/${encodeURIComponent(id)}`,
        adminUserDetailAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    staleTime: 0,
  });

const path = (id: string, action = '') => `/api/v1/admin/users/${encodeURIComponent(id)}${action}`;
const userOf = (body: Record<string, unknown>) =>
  adminUserAnswerSchema.safeParse(body).data?.data.user ?? null;
const messageOf = (body: Record<string, unknown>) =>
  adminDoneAnswerSchema.safeParse(body).data?.message ?? null;

export const adminUserActions = {
  changeRole: (id: string, role: Role): Promise<AdminUser> =>
    api.call({ method: 'PUT', path: path(id, '/role'), body: { role } }, userOf),
  suspend: (id: string, reason: string): Promise<AdminUser> =>
    api.call({ method: 'POST', path: path(id, '/suspend'), body: { reason } }, userOf),
  reinstate: (id: string): Promise<AdminUser> =>
    api.call({ method: 'POST', path: path(id, '/reinstate') }, userOf),
  markEmailVerified: (id: string): Promise<AdminUser> =>
    api.call({ method: 'POST', path: path(id, '/verify-email') }, userOf),
  sendPasswordReset: (id: string): Promise<string> =>
    api.call({ method: 'POST', path: path(id, '/password-reset') }, messageOf),
  remove: (id: string): Promise<string> =>
    api.call({ method: 'DELETE', path: path(id) }, messageOf),
};

/** One of the admin's actions on an account, other than deleting it. */
export type AdminUserAction =
  | { kind: 'role'; role: Role }
  | { kind: 'suspend'; reason: string }
  | { kind: 'reinstate' }
  | { kind: 'verifyEmail' }
  | { kind: 'passwordReset' };

function runAction(id: string, action: AdminUserAction): Promise<AdminUser | string> {
  switch (action.kind) {
    case 'role':
      return adminUserActions.changeRole(id, action.role);
    case 'suspend':
      return adminUserActions.suspend(id, action.reason);
    case 'reinstate':
      return adminUserActions.reinstate(id);
    case 'verifyEmail':
      return adminUserActions.markEmailVerified(id);
    case 'passwordReset':
      return adminUserActions.sendPasswordReset(id);
  }
}

/** Every admin list and detail may show what changed: they are read again. */
function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
}

/** An action on account `id`: the answer is the user as now, or the server's text. */
export function useAdminUserAction(id: string) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: (action: AdminUserAction) => runAction(id, action),
    onSuccess: refresh,
  });
}

/** Deleting account `id`: the server's text. */
export function useDeleteAdminUser(id: string) {
  const refresh = useRefreshAdminUsers();
  return useMutation({ mutationFn: () => adminUserActions.remove(id), onSuccess: refresh });
}
