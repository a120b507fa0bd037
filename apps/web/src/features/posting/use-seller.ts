import { canAccess } from '@matchbazaar/contracts';
import { useSession } from '../../components/session/use-session';

/** Whether the signed-in account may open a shop and post listings (the access policy's trader). */
export function useIsSeller(): boolean {
  const { user } = useSession();
  return user !== null && canAccess(user.role, ['trader']);
}
