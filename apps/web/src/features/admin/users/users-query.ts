import {
  adminUsersPageLimits,
  adminUsersQuerySchema,
  type AdminUsersQuery,
} from '@matchbazaar/contracts';

/** The table's view as the URL holds it (so a view can be shared and survives a reload). */
export function usersQueryOf(params: URLSearchParams): AdminUsersQuery {
  const raw = Object.fromEntries(params.entries());
  const parsed = adminUsersQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // A hand-edited URL: keep what reads right, drop the rest.
  const fallback = adminUsersQuerySchema.parse({});
  for (const [key, value] of Object.entries(raw)) {
    const one = adminUsersQuerySchema.safeParse({ [key]: value });
    if (one.success) Object.assign(fallback, { [key]: one.data[key as keyof AdminUsersQuery] });
  }
  return fallback;
}

/** The URL parameters of a view: defaults left out, so the plain page is /admin/users. */
export function paramsOf(query: AdminUsersQuery): Record<string, string> {
  const defaults = adminUsersQuerySchema.parse({});
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === defaults[key as keyof AdminUsersQuery]) continue;
    out[key] = String(value);
  }
  if (query.pageSize === adminUsersPageLimits.defaultSize) delete out.pageSize;
  return out;
}
