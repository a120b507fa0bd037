import { auditPageAnswerSchema, type AuditQuery } from '@matchbazaar/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';

/** The filters a read of the audit log sends (docs/product/admin.md, audit log). */
export type AuditFilters = Partial<Omit<AuditQuery, 'cursor' | 'limit'>>;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  page: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

function auditPath(filters: AuditFilters, cursor: string | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') search.set(key, String(value));
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return `/api/v1/admin/audit${query ? `?${query}` : ''}`;
}

/** GET /api/v1/admin/audit: newest first, an older page at a time by its keyset cursor. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(auditPath(filters, pageParam), auditPageAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
