/**
 * docs/product/roles-and-access.md and docs/decisions/0001-roles-and-personas.md: the one access
 * rule, used by the BFF and web guards alike.
 */
export const roles = ['user', 'trader', 'support', 'admin'] as const;
export type Role = (typeof roles)[number];
export type Persona = 'buyer' | 'seller';

/** Anything the server sends that is not a known role is read as `user`. */
export function normalizeRole(value: unknown): Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
    ? (value as Role)
    : 'user';
}

/** The marketplace and sidebar persona: `seller` for traders, `buyer` for everyone else. */
export function personaOf(role: unknown): Persona {
  return normalizeRole(role) === 'trader' ? 'seller' : 'buyer';
}

/**
 * Admin passes everything; support passes where `user` or `support` is allowed; trader passes
 * where `user` or `trader` is allowed; any other role must be in the list. No list: everyone.
 */
export function canAccess(role: unknown, allowed?: readonly Role[]): boolean {
  if (!allowed || allowed.length === 0) return true;
  const r = normalizeRole(role);
  switch (r) {
    case 'admin':
      return true;
    case 'support':
      return allowed.includes('user') || allowed.includes('support');
    case 'trader':
      return allowed.includes('user') || allowed.includes('trader');
    case 'user':
      return allowed.includes('user');
  }
}
