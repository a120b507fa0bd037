import type { ListingStatus } from './listing.js';
import type { RequirementStatus } from './requirement.js';

/**
 * The life of a post (docs/product/marketplace.md): which event moves a listing or a requirement
 * from which status to which. One table per kind; the BFF applies events with `nextStatus` and the
 * web offers only the actions it allows. `submit` goes to review or straight to public, as the
 * moderation policy decides, so it names both targets and the caller picks.
 */
export const listingEvents = [
  'submit',
  'approve',
  'reject',
  'pause',
  'resume',
  'close',
  'renew',
  'expire',
] as const;
export type ListingEvent = (typeof listingEvents)[number];

export const requirementEvents = [
  'submit',
  'approve',
  'reject',
  'close',
  'renew',
  'expire',
] as const;
export type RequirementEvent = (typeof requirementEvents)[number];

type Table<S extends string, E extends string> = Readonly<
  Record<E, { readonly from: readonly S[]; readonly to: S; readonly toReviewed?: S }>
>;
/** One kind's table: from which statuses each event moves a post, and to which. */
export type PostLifecycle<S extends string, E extends string> = Table<S, E>;

export const listingLifecycle: Table<ListingStatus, ListingEvent> = {
  submit: { from: ['draft', 'rejected'], to: 'published', toReviewed: 'pending_review' },
  approve: { from: ['pending_review'], to: 'published' },
  reject: { from: ['pending_review', 'published', 'paused'], to: 'rejected' },
  pause: { from: ['published'], to: 'paused' },
  resume: { from: ['paused'], to: 'published' },
  close: { from: ['draft', 'pending_review', 'published', 'paused'], to: 'closed' },
  renew: { from: ['expired', 'closed'], to: 'published', toReviewed: 'pending_review' },
  expire: { from: ['published', 'paused'], to: 'expired' },
};

export const requirementLifecycle: Table<RequirementStatus, RequirementEvent> = {
  submit: { from: ['draft', 'rejected'], to: 'open', toReviewed: 'pending_review' },
  approve: { from: ['pending_review'], to: 'open' },
  reject: { from: ['pending_review', 'open'], to: 'rejected' },
  close: { from: ['draft', 'pending_review', 'open'], to: 'closed' },
  renew: { from: ['expired', 'closed'], to: 'open', toReviewed: 'pending_review' },
  expire: { from: ['open'], to: 'expired' },
};

/**
 * The status after `event`, or undefined when the event does not apply in `status`. `reviewed`:
 * the moderation policy sends this post to review first.
 */
export function nextStatus<S extends string, E extends string>(
  table: Table<S, E>,
  status: S,
  event: E,
  reviewed = false,
): S | undefined {
  const step = table[event];
  if (!step.from.includes(status)) return undefined;
  return reviewed && step.toReviewed ? step.toReviewed : step.to;
}

/** The events an author may send from a status (what the my-listings page offers). */
export function eventsFrom<S extends string, E extends string>(table: Table<S, E>, status: S): E[] {
  return (Object.keys(table) as E[]).filter((event) => table[event].from.includes(status));
}

/** Author actions on POST /listings/:id/status and /requirements/:id/status. */
export const listingAuthorActions = ['submit', 'pause', 'resume', 'close', 'renew'] as const;
export type ListingAuthorAction = (typeof listingAuthorActions)[number];
export const requirementAuthorActions = ['submit', 'close', 'renew'] as const;
export type RequirementAuthorAction = (typeof requirementAuthorActions)[number];
/** Staff actions on POST /listings/:id/moderation and /requirements/:id/moderation. */
export const moderatorActions = ['approve', 'reject', 'close'] as const;
export type ModeratorAction = (typeof moderatorActions)[number];

/**
 * What the automatic checks found in a submitted post (docs/product/marketplace.md, moderation):
 * words an admin banned, and contact details in the text. A flagged post goes to review.
 */
export const moderationFlags = ['banned_terms', 'contact_details'] as const;
export type ModerationFlag = (typeof moderationFlags)[number];
