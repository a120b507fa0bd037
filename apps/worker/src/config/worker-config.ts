import { databaseUrl, loadConfig, logLevel, nodeEnv, redisUrl, smtpUrl } from '@matchbazaar/config';
import { z } from 'zod';

/** An unset or blank variable means "not configured", not zero. */
const perSecond = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .min(1, 'must be a positive whole number');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

export const workerConfigSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  REDIS_URL: redisUrl,
  /** Delivery records, subscribers and the SMS outbox; the BFF's migrations own the schema. */
  DATABASE_URL: databaseUrl,
  /** Namespaces every key (BullMQ, Socket.IO, delivery records) so deployments can share a Redis. */
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, "_", ".", ":" or "-"')
    .default('mb'),
  SMTP_URL: smtpUrl,
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be a sender, e.g. MatchBazaar <no-reply@example.com>')
    .default('MatchBazaar <no-reply@matchbazaar.local>'),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be from 1 to 100')
    .max(100, 'must be from 1 to 100')
    .default(5),
  /** Most mails sent per second across all workers (BullMQ's limiter is global); unset = no limit. */
  MAIL_RATE_PER_SECOND: optional(perSecond),
  /** Most texts sent per second across all workers; unset = no limit. */
  SMS_RATE_PER_SECOND: optional(perSecond),
  /** An HTTP SMS gateway (JSON `{from, to, body}`); unset = the development outbox table. */
  SMS_PROVIDER_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  SMS_PROVIDER_TOKEN: optional(z.string().min(1)),
  SMS_FROM: z.string().trim().min(1).default('MatchBazaar'),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** The only place the worker reads the environment. Throws a ConfigError naming each bad variable. */
export function loadWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): WorkerConfig {
  return loadConfig('worker', workerConfigSchema, env);
}
