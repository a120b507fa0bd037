import {
  eventsFrom,
  listingAuthorActions,
  listingLifecycle,
  requirementAuthorActions,
  requirementLifecycle,
  type ListingAuthorAction,
  type ListingStatus,
  type RequirementAuthorAction,
  type RequirementStatus,
} from '@matchbazaar/contracts';

/** What a row of the author's lists offers: the lifecycle's author events plus form and delete. */
export type PostAction =
  ListingAuthorAction | RequirementAuthorAction | 'edit' | 'duplicate' | 'delete';

const ofTable = <A extends string>(events: readonly string[], allowed: readonly A[]): A[] =>
  allowed.filter((action) => events.includes(action));

/**
 * The actions on a listing in `status`, most useful first: status changes the lifecycle allows
 * its author (submit, pause, resume, close, renew), edit, duplicate, and delete for a draft.
 */
export function listingActions(status: ListingStatus): PostAction[] {
  const moves = ofTable(eventsFrom(listingLifecycle, status), listingAuthorActions);
  return ordered([
    ...moves,
    'edit',
    'duplicate',
    ...(status === 'draft' ? ['delete' as const] : []),
  ]);
}

export function requirementActions(status: RequirementStatus): PostAction[] {
  const moves = ofTable(eventsFrom(requirementLifecycle, status), requirementAuthorActions);
  return ordered([
    ...moves,
    'edit',
    'duplicate',
    ...(status === 'draft' ? ['delete' as const] : []),
  ]);
}

const order: readonly PostAction[] = [
  'edit',
  'submit',
  'resume',
  'renew',
  'pause',
  'duplicate',
  'close',
  'delete',
];

function ordered(actions: PostAction[]): PostAction[] {
  return [...actions].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Actions that need a confirmation first (they cannot be undone, or hide the post). */
export const confirmedActions: ReadonlySet<PostAction> = new Set(['delete', 'close']);
