import { adminScreensMessages, auditLogMessages, type AuditEntry } from '@matchbazaar/contracts';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';

const t = auditLogMessages;
const actions: Readonly<Record<string, string>> = adminScreensMessages.auditActions;
const roles: Readonly<Record<string, string>> = {
  ...adminScreensMessages.users.roles,
  ...t.actorRoles,
};

/** An action in words; a name the catalogue does not know yet shows as it is. */
export const actionLabel = (action: string): string => actions[action] ?? action;

/** The actor's role in words (an account's role then, or the operator token or the system). */
export const actorRoleLabel = (role: string): string => roles[role] ?? role;

/** Where a target has a page of its own (a report, a setting or a review has none but their screens). */
export function targetPath(target: AuditEntry['target']): string | undefined {
  switch (target.kind) {
    case 'user':
      return `/admin/users/${encodeURIComponent(target.id)}`;
    case 'listing':
      return listingPath(target.id);
    case 'requirement':
      return requirementPath(target.id);
    case 'setting':
      return '/admin/settings';
    case 'report':
      return undefined;
    case 'review':
      return '/admin/moderation?tab=reviews';
  }
}

/** Who acted, in words: the account's name, or what acted without one. */
export function actorName(actor: AuditEntry['actor']): string {
  if (actor.name) return actor.name;
  if (actor.id) return t.deletedAccount;
  return actor.role === 'operator' || actor.role === 'system'
    ? t.actorRoles[actor.role]
    : t.noAccount;
}
