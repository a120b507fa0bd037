import { z } from 'zod';

/**
 * Queue and job names with their payload schemas. Exactly one worker handler per job; the worker
 * refuses to start when a job listed here has none. Payloads are validated where they are received.
 */
export const queueNames = ['mail', 'sms', 'launch', 'matching'] as const;
export type QueueName = (typeof queueNames)[number];

/** BullMQ's key prefix under the deployment's REDIS_PREFIX, shared by producers, workers and Bull Board. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

const email = z.string().trim().email().max(254);

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

/** job name -> payload schema, per queue. Add a job here and the worker must handle it. */
export const jobSchemas = {
  mail: {
    /** Deliver one composed message over SMTP. */
    deliver: mailMessageSchema,
  },
  sms: {
    /** Deliver one composed text through the configured SMS provider. */
    deliver: smsMessageSchema,
  },
  launch: {},
  matching: {},
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
