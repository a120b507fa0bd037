/** The launch waitlist's states and the broadcast's vocabulary, shared by the BFF, the worker and tests. */
import type { ContactType } from './subscription.js';

export const contactTypes = ['email', 'phone'] as const satisfies readonly ContactType[];

/** pending: waiting for the double opt-in; only confirmed subscribers get the launch message. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** The one launch broadcast: a unique kind makes a second trigger find the first. */
export const broadcastKinds = ['launch'] as const;
export type BroadcastKind = (typeof broadcastKinds)[number];

/** enqueuing: the fan-out is paging through subscribers; enqueued: every job is in the queues. */
export const broadcastStatuses = ['enqueuing', 'enqueued'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/** What started a broadcast: the admin API, `npm run launch`, or the launch time passing. */
export const broadcastTriggers = ['admin', 'cli', 'schedule'] as const;
export type BroadcastTrigger = (typeof broadcastTriggers)[number];

/**
 * One record per subscriber and broadcast, written before the send is attempted: sending means a
 * worker claimed it; sent and failed are final; skipped: unsubscribed before their turn came.
 */
export const deliveryStatuses = ['sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
