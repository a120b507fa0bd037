/**
 * docs/product/admin.md: an admin never demotes, suspends or deletes their own account (another
 * admin must), and never the last admin who can act, or nobody could run the site any more.
 */
export type AdminChangeRefusal = 'self' | 'lastAdmin';

export interface AdminChange {
  actorId: string;
  targetId: string;
  /** Admins able to act now (not suspended, not erased), read under lock. */
  activeAdmins: readonly string[];
  /** The change leaves the target unable to act as an admin (demoted, suspended, deleted). */
  removesAdmin: boolean;
}

export function adminChangeRefusal(change: AdminChange): AdminChangeRefusal | null {
  if (change.actorId === change.targetId) return 'self';
  const targetIsActiveAdmin = change.activeAdmins.includes(change.targetId);
  if (
    change.removesAdmin &&
    targetIsActiveAdmin &&
    change.activeAdmins.every((id) => id === change.targetId)
  )
    return 'lastAdmin';
  return null;
}
