import { z } from 'zod';
import { emailMaxLength, isDeliverableEmail } from './email-address.js';

/**
 * Queue and job names with their payload schemas. Exactly one worker handler per job; the worker
 * refuses to start when a job listed here has none. Payloads are validated where they are received.
 */
export const queueNames = [
  'mail',
  'sms',
  'launch',
  'matching',
  'account',
  'analytics',
  'orders',
  'push',
] as const;
export type QueueName = (typeof queueNames)[number];

/**
 * Queues the BFF consumes itself, not the worker: an order's timer applies a step of the order
 * machine with the ledger movement it makes, and that is the BFF's OrdersService's job alone
 * (docs/decisions/0035-orders-and-the-ledger.md). The worker handles every other queue.
 */
export const bffQueueNames = ['orders'] as const satisfies readonly QueueName[];
export type WorkerQueueName = Exclude<QueueName, (typeof bffQueueNames)[number]>;
export const workerQueueNames = queueNames.filter(
  (name): name is WorkerQueueName => !(bffQueueNames as readonly QueueName[]).includes(name),
);

/** BullMQ's key prefix under the deployment's REDIS_PREFIX, shared by producers, workers and Bull Board. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/** The same address rule as registration and sign-ups, so a saved address is always mailable. */
const email = z
  .string()
  .trim()
  .max(emailMaxLength, { abort: true })
  .refine(isDeliverableEmail, 'must be a deliverable email address');

export const mailMessageSchema = z.object({
  to: email,
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** A phone number as stored: digits only, country code included when given. */
export const smsMessageSchema = z.object({
  to: z.string().regex(/^\d{10,15}$/, 'must be 10 to 15 digits'),
  /** Ten concatenated segments at most; templates stay far below. */
  body: z.string().min(1).max(1_600),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/**
 * An account mail whose link carries a secret (email verification, password reset, the data
 * export's download). The job holds
 * the token sealed, never in clear; the worker opens it and writes the mail at send time.
 */
export const accountLinkMailSchema = z.object({
  kind: z.enum(['verify-email', 'password-reset', 'data-export']),
  to: email,
  firstName: z.string().max(200),
  sealedToken: z.string().min(1).max(512),
});
export type AccountLinkMail = z.infer<typeof accountLinkMailSchema>;

/** The phone verification code, sealed like an account link's token. */
export const accountCodeSmsSchema = z.object({
  to: smsMessageSchema.shape.to,
  sealedCode: z.string().min(1).max(512),
});
export type AccountCodeSms = z.infer<typeof accountCodeSmsSchema>;

const recordId = z.number().int().positive();

/**
 * An account's data export (docs/product/accounts.md, "Download my data"): the worker gathers the
 * account's records into the export row, then queues the mail with the download link, whose
 * token travels sealed as in account links.
 */
export const accountExportJobSchema = z.object({
  exportId: z.uuid(),
  sealedToken: accountLinkMailSchema.shape.sealedToken,
});
export type AccountExportJob = z.infer<typeof accountExportJobSchema>;

/**
 * Matching (docs/product/matching.md): a requirement or listing whose text or terms changed is
 * matched again. `revision` is the post's updated time in ms: a new edit is a new job, the same
 * one queued twice is one.
 */
export const matchPostSchema = z.object({ id: z.uuid(), revision: z.number().int().nonnegative() });
export type MatchPost = z.infer<typeof matchPostSchema>;

/**
 * The seller analytics' rollup (docs/product/seller-analytics.md): one UTC day's views,
 * inquiries, proposals, orders and revenue into the daily and monthly stats. Without `day`: today
 * and yesterday (what the hourly job scheduler queues). Each run replaces the day's rows.
 */
export const rollupDaySchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
    .optional(),
});
export type RollupDay = z.infer<typeof rollupDaySchema>;

/**
 * An order's timer (docs/product/orders.md): set when the order enters a waiting state, it sends
 * the machine's `timeout` if the order is still in that state and at that version when it fires.
 */
export const orderTimerSchema = z.object({
  orderId: z.uuid(),
  status: z.enum(['placed', 'quoting', 'quoted', 'accepted', 'paid', 'delivered']),
  version: z.number().int().positive(),
});
export type OrderTimer = z.infer<typeof orderTimerSchema>;

/**
 * Web Push of one stored notification to its user's devices (docs/decisions/0040-web-push.md):
 * the worker reads the notification, the devices and the preferences when it sends.
 */
export const pushNotificationSchema = z.object({
  notificationId: z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be a notification id'),
  /**
   * Set on the delayed run that sends what the per-user limit held back, once the minute is over:
   * it goes out only if no other push has summed the held ones up meanwhile.
   */
  heldFlush: z.literal(true).optional(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;

/** One subscriber's launch message: composed and sent by the worker, at most once. */
export const launchNoticeSchema = z.object({ broadcastId: recordId, subscriberId: recordId });
export type LaunchNotice = z.infer<typeof launchNoticeSchema>;

/**
 * Job ids say what a job is for, so adding the same job twice is a no-op. BullMQ 6 refuses ':' in
 * custom ids, hence '-' rather than `launch:<broadcast>:<subscriber>`.
 */
export const jobIds = {
  launchNotice: ({ broadcastId, subscriberId }: LaunchNotice) =>
    `launch-${broadcastId}-${subscriberId}`,
  /** A sweep that finished is removed, so a later trigger can sweep again for anyone missed. */
  broadcastFanOut: (broadcastId: number) => `broadcast-${broadcastId}-fan-out`,
  /** One export job per requested export, and one mail once its file is stored. */
  accountExport: (exportId: string) => `data-export-${exportId}`,
  accountExportMail: (exportId: string) => `data-export-mail-${exportId}`,
  matchRequirement: ({ id, revision }: MatchPost) => `match-requirement-${id}-${revision}`,
  matchListing: ({ id, revision }: MatchPost) => `match-listing-${id}-${revision}`,
  /** Saved searches' alerts for one revision of a listing (each search alerts once per listing). */
  savedSearchAlerts: ({ id, revision }: MatchPost) => `saved-searches-${id}-${revision}`,
  /** The hourly job scheduler of the analytics rollup (one per deployment, however many BFFs). */
  analyticsRollupScheduler: 'analytics-rollup-hourly',
  /** One timer per order, state and version: setting it again is a no-op. */
  orderTimer: ({ orderId, status, version }: OrderTimer) =>
    `order-timer-${orderId}-${status}-${version}`,
  /** One mail per order event and recipient. */
  orderMail: (eventId: string, userId: string) => `order-mail-${eventId}-${userId}`,
  /** One push job per notification, however many writers announce it. */
  pushNotification: ({ notificationId }: PushNotification) => `push-${notificationId}`,
  /** At most one flush of held pushes per user and limit window. */
  pushHeldFlush: (userId: string, window: number) => `push-held-${userId}-${window}`,
  /** The worker's job scheduler of the push sweep (one per deployment, however many workers). */
  pushSweepScheduler: 'push-sweep',
};

/** job name -> payload schema, per queue. Add a job here and the worker must handle it. */
export const jobSchemas = {
  mail: {
    /** Deliver one composed message over SMTP. */
    deliver: mailMessageSchema,
    /** The launch-day mail to one confirmed subscriber. */
    'launch-notice': launchNoticeSchema,
    /** A verification or reset link, written by the worker from the sealed token. */
    'account-link': accountLinkMailSchema,
  },
  sms: {
    /** Deliver one composed text through the configured SMS provider. */
    deliver: smsMessageSchema,
    /** The launch-day text to one confirmed subscriber. */
    'launch-notice': launchNoticeSchema,
    /** The phone verification code, written by the worker from the sealed code. */
    'account-code': accountCodeSmsSchema,
  },
  launch: {
    /** Enqueues a notice for every confirmed subscriber not yet served, in bounded chunks. */
    'fan-out': z.object({ broadcastId: recordId }),
  },
  matching: {
    /** Scores listings for an open requirement, stores the matches, tells the best sellers. */
    requirement: matchPostSchema,
    /** Finds the open requirements a published listing fits and tells its seller of them. */
    listing: matchPostSchema,
    /** Records the saved searches a published listing matches and alerts their owners. */
    'saved-searches': matchPostSchema,
  },
  account: {
    /** Gathers everything an account holds into its export, then queues the mail with the link. */
    export: accountExportJobSchema,
  },
  analytics: {
    /** Rolls one day (else today and yesterday) of the sellers' figures up into the stats. */
    'rollup-day': rollupDaySchema,
  },
  orders: {
    /** An order's state timer ran out (consumed by the BFF, see `bffQueueNames`). */
    timer: orderTimerSchema,
  },
  push: {
    /** Push one stored notification to its user's subscribed devices (Web Push). */
    notification: pushNotificationSchema,
    /**
     * Queues the push of recent notifications whose writer stopped between storing one and
     * queueing its push (docs/decisions/0040-web-push.md); scheduled by the worker every minute.
     */
    sweep: z.object({}),
  },
} as const satisfies Record<QueueName, Record<string, z.ZodType>>;

export type JobSchemas = typeof jobSchemas;
export type JobName<Q extends QueueName> = keyof JobSchemas[Q] & string;
export type JobPayload<
  Q extends QueueName,
  J extends JobName<Q>,
> = JobSchemas[Q][J] extends z.ZodType ? z.infer<JobSchemas[Q][J]> : never;

export function jobNamesOf(queue: QueueName): string[] {
  return Object.keys(jobSchemas[queue]);
}

/** Validates a received payload; throws a ZodError naming what is wrong. */
export function parseJobPayload<Q extends QueueName, J extends JobName<Q>>(
  queue: Q,
  job: J,
  data: unknown,
): JobPayload<Q, J> {
  const schema = (jobSchemas[queue] as Record<string, z.ZodType>)[job];
  if (!schema) throw new Error(`Unknown job "${job}" on queue "${queue}"`);
  return schema.parse(data) as JobPayload<Q, J>;
}
