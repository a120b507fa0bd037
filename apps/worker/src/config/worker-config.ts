import {
  booleanFlag,
  databaseTimeouts,
  databaseUrl,
  loadConfig,
  lockWaitWithinStatement,
  logLevel,
  nodeEnv,
  redisUrl,
  refuseDevelopmentProvidersInProduction,
  refuseKnownSecretsInProduction,
  smtpUrl,
  requireVapidInProduction,
  vapidPrivateKey,
  vapidPublicKey,
  vapidSubject,
  previousSecrets,
} from '@matchbazaar/config';
import { tracingEnv } from '@matchbazaar/tracing';
import { z } from 'zod';

/** An unset or blank variable means "not configured", not zero. */
const perSecond = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .min(1, 'must be a positive whole number');

const attempts = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 20')
  .max(20, 'must be from 1 to 20')
  .default(5);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

export const workerConfigSchema = z
  .object({
    NODE_ENV: nodeEnv,
    LOG_LEVEL: logLevel,
    REDIS_URL: redisUrl,
    /** Delivery records, subscribers and the SMS outbox; the BFF's migrations own the schema. */
    DATABASE_URL: databaseUrl,
    /**
     * A job waits longer than a request (10 s for a lock, 60 s a statement): nobody is waiting on
     * it, and a job cut off is retried, so these only stop one stuck behind a lock for ever.
     */
    ...databaseTimeouts({ lockMs: 10_000, statementMs: 60_000 }),
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
    /** Lets NODE_ENV=production run on the development SMS outbox: benchmarks only. */
    ALLOW_DEVELOPMENT_PROVIDERS: booleanFlag,
    SMS_FROM: z.string().trim().min(1).default('MatchBazaar'),
    /**
     * A mail provider that can say whether it accepted a message (the development mail sink's
     * base URL); asked only after an interrupted send, so a killed worker never repeats a mail.
     */
    MAIL_PROBE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    /** Attempts per launch notice before it is recorded as failed (exponential backoff between). */
    MAIL_ATTEMPTS: attempts,
    SMS_ATTEMPTS: attempts,
    /** The first retry's delay; each next one doubles. */
    RETRY_BACKOFF_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be from 100 to 3600000')
      .max(3_600_000, 'must be from 100 to 3600000')
      .default(5_000),
    /** Subscribers enqueued per `addBulk` by the launch fan-out. */
    BROADCAST_CHUNK_SIZE: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be from 1 to 10000')
      .max(10_000, 'must be from 1 to 10000')
      .default(1_000),
    /**
     * How long a worker's claim on a running job lasts without renewal; a killed worker's jobs run
     * again elsewhere after about this long (BullMQ's stalled-job check).
     */
    JOB_LOCK_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be from 1000 to 600000')
      .max(600_000, 'must be from 1000 to 600000')
      .default(30_000),
    /** The web app's public address: links in launch messages. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:5173'),
    /** Signs unsubscribe links; the BFF must use the same value. */
    SUBSCRIPTION_LINK_SECRET: z
      .string({ error: "must be set: 32+ random characters, the same as the BFF's" })
      .min(32, 'must be at least 32 characters long'),
    /** The secrets SUBSCRIPTION_LINK_SECRET replaced, during a rotation (docs/operations/secrets.md). */
    SUBSCRIPTION_LINK_SECRET_PREVIOUS: previousSecrets,
    /** Web Push (RFC 8292): the pair the BFF's public key belongs to; unset, no push is sent. */
    VAPID_PUBLIC_KEY: vapidPublicKey,
    VAPID_PRIVATE_KEY: vapidPrivateKey,
    VAPID_SUBJECT: vapidSubject,
    /** Most pushes per user and minute; the rest wait and go as one "n more" with the next. */
    PUSH_PER_USER_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be from 1 to 600')
      .max(600, 'must be from 1 to 600')
      .default(10),
    /**
     * Serves GET /metrics for Prometheus on this port (docs/operations/metrics.md), to the
     * operator token only; unset, no listener (two workers on one machine need a port each).
     */
    METRICS_PORT: optional(
      z.coerce
        .number({ error: 'must be a port number' })
        .int('must be a port number from 1 to 65535')
        .min(1, 'must be a port number from 1 to 65535')
        .max(65535, 'must be a port number from 1 to 65535'),
    ),
    /** The address the metrics listener binds: loopback, or a private address Prometheus reaches. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** The token Prometheus sends as `Authorization: Bearer`; the BFF's OPERATOR_TOKEN. */
    OPERATOR_TOKEN: optional(z.string().min(24, 'must be at least 24 characters long')),
    /** OpenTelemetry tracing, off unless an OTLP endpoint is set (docs/operations/tracing.md). */
    ...tracingEnv,
  })
  .superRefine((config, ctx) => {
    if (config.METRICS_PORT !== undefined && config.OPERATOR_TOKEN === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_TOKEN'],
        message: 'must be set when METRICS_PORT is: metrics answer only the operator token',
      });
  })
  .superRefine(lockWaitWithinStatement)
  .superRefine(refuseKnownSecretsInProduction(['OPERATOR_TOKEN']))
  .superRefine(refuseKnownSecretsInProduction(['SUBSCRIPTION_LINK_SECRET', 'SMS_PROVIDER_TOKEN']))
  .superRefine(requireVapidInProduction(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']))
  .superRefine(
    refuseDevelopmentProvidersInProduction({
      SMS_PROVIDER_URL: 'texts are only written to the sms_outbox table and nobody gets them',
    }),
  );
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** The only place the worker reads the environment. Throws a ConfigError naming each bad variable. */
export function loadWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): WorkerConfig {
  return loadConfig('worker', workerConfigSchema, env);
}
