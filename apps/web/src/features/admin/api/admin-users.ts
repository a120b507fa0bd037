import {
  adminDoneAnswerSchema,
  adminUserAnswerSchema,
  adminUserDetailAnswerSchema,
  adminUsersPageAnswerSchema,
  type AdminUser,
  type AdminUsersQuery,
  type Role,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
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
