import { z } from 'zod';
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

/** GET /api/admin/broadcasts/:id */
export const broadcastProgressSchema = z.object({
  id: z.number().int(),
  kind: z.enum(broadcastKinds),
  trigger: z.enum(broadcastTriggers),
  /** enqueuing until the fan-out has queued every confirmed subscriber. */
  status: z.enum(broadcastStatuses),
  /** Confirmed subscribers the broadcast is for (grows while enqueuing). */
  total: z.number().int(),
  /** Not settled yet: waiting, running or retrying. */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Unsubscribed before their message went out. */
  skipped: z.number().int(),
  done: z.boolean(),
  createdAt: z.string(),
  enqueuedAt: z.string().nullable(),
});
export type BroadcastProgress = z.infer<typeof broadcastProgressSchema>;

export const siteModes = ['prelaunch', 'live'] as const;

/** PUT /api/admin/site/mode */
export const siteModeChangeSchema = z.object({ mode: z.enum(siteModes) }).strict();
export type SiteModeChange = z.infer<typeof siteModeChangeSchema>;

export const siteModeChangedSchema = z.object({
  mode: z.enum(siteModes),
  /** The launch broadcast going live started (or found already started); null in prelaunch. */
  broadcastId: z.number().int().nullable(),
});
export type SiteModeChanged = z.infer<typeof siteModeChangedSchema>;

/** GET /api/admin/site: what the admin dashboard's launch panel shows. */
export const launchStatusSchema = z.object({
  mode: z.enum(siteModes),
  /** LAUNCH_AT, or null for the default (the next 22 September 00:00, local time). */
  launchAt: z.iso.datetime({ offset: true }).nullable(),
  /** The launch broadcast once it started. */
  broadcast: broadcastProgressSchema.nullable(),
});
export type LaunchStatus = z.infer<typeof launchStatusSchema>;
