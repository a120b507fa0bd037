import { canAccess } from '@matchbazaar/contracts';
import { useSession } from '../../lib/session/use-session';

/** Whether the signed-in account may open a shop and post listings (the access policy's trader). */
export function useIsSeller(): boolean {
  const { user } = useSession();
  return user !== null && canAccess(user.role, ['trader']);
}

/**
 * Whether a buyer may become a seller by opening a shop: a verified `user` account
 * (docs/decisions/0001-roles-and-personas.md). 'verify': not verified yet.
 */
export function useCanBecomeSeller(): boolean | 'verify' {
  const { user } = useSession();
  if (user?.role !== 'user') return false;
  return user.isEmailVerified ? true : 'verify';
}
