import {
  booleanFlag,
  csv,
  databaseTimeouts,
  databaseUrl,
  loadConfig,
  lockWaitWithinStatement,
  logLevel,
  nodeEnv,
  port,
  redisUrl,
  refuseDevelopmentProvidersInProduction,
  requireVapidInProduction,
  vapidPublicKey,
  refuseKnownSecretsInProduction,
  secret,
  previousSecrets,
} from '@matchbazaar/config';
import { company } from '@matchbazaar/contracts';
import { tracingEnv } from '@matchbazaar/tracing';
import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string): boolean => {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe: unset (none: the socket's address is the client),
 * a hop count (`1`: the one proxy in front, as in the shipped compose file), or a comma-separated
 * list of addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
const trustProxy = z
  .string()
  .default('')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim();
    if (value === '' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a list of addresses, CIDRs, loopback, linklocal or uniquelocal (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The BFF's environment. README lists every variable; nothing else in the BFF reads process.env. */
const bffConfigFields = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  BFF_HOST: z.string().min(1).default('127.0.0.1'),
  BFF_PORT: port(3000),
  DATABASE_URL: databaseUrl,
  /**
   * A request waits at most 2 s for a lock and runs a statement at most 15 s, then answers 503
   * with Retry-After (docs/operations/chaos.md, "PostgreSQL slow"); migrations and seeds lift both.
   */
  ...databaseTimeouts({ lockMs: 2_000, statementMs: 15_000 }),
  REDIS_URL: redisUrl,
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/, 'must contain only letters, digits, ":", "_" and "-"')
    .default('mb'),
  JWT_SECRET: secret('JWT_SECRET'),
  JWT_ISSUER: z.string().min(1).default('matchbazaar'),
  JWT_AUDIENCE: z.string().min(1).default('matchbazaar-web'),
  COOKIE_SECRET: secret('COOKIE_SECRET'),
  TRUST_PROXY: trustProxy,
  /** Country calling codes we send texts to (SMS pumping buys premium numbers elsewhere). */
  SMS_ALLOWED_COUNTRY_CODES: csv
    .prefault('1,91')
    .pipe(z.array(z.string().regex(/^[1-9]\d{0,2}$/, 'must be country calling codes, e.g. 1,91'))),
  /** Texts sent per day by the whole site (waitlist confirmations and account codes together). */
  SMS_DAILY_BUDGET: z.coerce
    .number({ error: 'must be a number of texts' })
    .int('must be a whole number of texts')
    .min(0, 'must be at least 0')
    .default(1_000),
  /**
   * The payment gateway's base URL (the HTTP contract in apps/bff/src/ledger/http-payment-provider.ts);
   * unset: the development provider, where any card number pays. Production refuses unset.
   */
  PAYMENT_PROVIDER_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  /** Sent to the payment gateway as `Authorization: Bearer <token>`. */
  PAYMENT_PROVIDER_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(1).optional(),
  ),
  /** Web Push's applicationServerKey, handed to browsers; the worker holds the private half. */
  VAPID_PUBLIC_KEY: vapidPublicKey,
  /** Lets NODE_ENV=production run on the development payment provider: benchmarks only. */
  ALLOW_DEVELOPMENT_PROVIDERS: booleanFlag,
  /** Signs the waitlist's confirm and unsubscribe links; changing it voids every link already sent. */
  SUBSCRIPTION_LINK_SECRET: secret('SUBSCRIPTION_LINK_SECRET'),
  /** The secrets SUBSCRIPTION_LINK_SECRET replaced, during a rotation (docs/operations/secrets.md). */
  SUBSCRIPTION_LINK_SECRET_PREVIOUS: previousSecrets,
  CORS_ORIGINS: csv.prefault('http://localhost:5173').pipe(
    z.array(
      z.url({
        protocol: /^https?$/,
        error: 'must be a comma-separated list of http(s) origins',
      }),
    ),
  ),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:5173'),
  /** Where contact-form messages and new support tickets are mailed (the support team's inbox). */
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default(company.supportEmail),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024 bytes')
    .max(100 * 1024 * 1024, 'must be at most 104857600 bytes (100 MiB)')
    .default(1_048_576),
  /**
   * Seeds, once, the demo catalogue (40 shops, 1,500 listings, 300 requirements) so every page has
   * content. `npm start` and the end-to-end run turn it on; a real deployment leaves it off.
   */
  DEMO_CATALOGUE: booleanFlag,
  /** URLs per sitemap file (docs/product/findable-pages.md): at most 50,000; tests set a few. */
  SITEMAP_URLS_PER_FILE: z.coerce
    .number({ error: 'must be a number of URLs' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50_000, 'must be at most 50000 (the sitemap protocol)')
    .default(50_000),
  /**
   * Whether the catalogue search reads the words (docs/product/search-understanding.md): prices,
   * places and categories in words, everyday words, ranking signals, widening a search that finds
   * nothing. 'off' searches the words as typed, as before it could; bench:search compares the two.
   */
  SEARCH_UNDERSTANDING: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  /**
   * How long a user with unread notifications must have been away (no open socket) before one
   * mail lists them; also the least time between two such mails.
   */
  NOTIFICATION_EMAIL_AFTER_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(24 * 60, 'must be at most 1440 minutes (a day)')
    .default(15),
  /**
   * Prometheus metrics (docs/operations/metrics.md): 'on' records every request and answers
   * GET /metrics to the operator token; 'off' records nothing per request and has no /metrics.
   */
  METRICS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  /** OpenTelemetry tracing, off unless an OTLP endpoint is set (docs/operations/tracing.md). */
  ...tracingEnv,
  /** Protects Bull Board until admin accounts exist; unset disables the dashboard. */
  OPERATOR_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(24, 'must be at least 24 characters long').optional(),
  ),
  /** The pre-launch access code; never logged or answered. Unset: nobody passes the gate. */
  SITE_ACCESS_CODE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(6, 'must be at least 6 characters long').max(256).optional(),
  ),
  /**
   * The launch instant (ISO 8601 with offset); unset: the next 22 September 00:00 in the visitor's
   * time.
   */
  LAUNCH_AT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.iso
      .datetime({
        offset: true,
        error: 'must be an ISO 8601 date-time with offset, e.g. 2027-09-22T00:00:00+05:30',
      })
      .optional(),
  ),
  SITE_MODE: z
    .enum(['prelaunch', 'live'], { error: 'must be "prelaunch" or "live"' })
    .default('prelaunch'),
  /** First start: creates this admin account if no account has the address (with ADMIN_PASSWORD). */
  ADMIN_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.email({ error: 'must be an email address' }).optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(12, 'must be at least 12 characters long').max(128).optional(),
  ),
  /** A session ends when its refresh token is not used for this many days. */
  REFRESH_IDLE_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(90, 'must be at most 90 days')
    .default(7),
  /** A session ends this many days after sign-in, however often it is refreshed. */
  REFRESH_MAX_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(365, 'must be at most 365 days')
    .default(30),
  /** Two tabs refreshing with the same token within this many seconds is not reuse. */
  REFRESH_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be at least 0')
    .max(60, 'must be at most 60 seconds')
    .default(10),
});

/** The fields, and in production no secret the repository publishes and no pretend payments. */
export const bffConfigSchema = bffConfigFields
  .superRefine(
    refuseKnownSecretsInProduction([
      'JWT_SECRET',
      'COOKIE_SECRET',
      'SUBSCRIPTION_LINK_SECRET',
      'OPERATOR_TOKEN',
      'PAYMENT_PROVIDER_TOKEN',
    ]),
  )
  .superRefine(requireVapidInProduction(['VAPID_PUBLIC_KEY']))
  .superRefine(lockWaitWithinStatement)
  .superRefine(
    refuseDevelopmentProvidersInProduction({
      PAYMENT_PROVIDER_URL:
        'any card number pays and payouts are pretend (the development payment provider)',
    }),
  );

export type BffConfig = z.infer<typeof bffConfigSchema>;

/** Nest injection token for the validated config. */
export const BFF_CONFIG = Symbol('BFF_CONFIG');

export function loadBffConfig(env?: Record<string, string | undefined>): BffConfig {
  return loadConfig('bff', bffConfigSchema, env);
}

/** Only what the migration CLI needs, so a developer can create migrations without every secret. */
export const migrationCliConfigSchema = bffConfigFields.pick({
  NODE_ENV: true,
  DATABASE_URL: true,
});
export type MigrationCliConfig = z.infer<typeof migrationCliConfigSchema>;

export function loadMigrationCliConfig(
  env?: Record<string, string | undefined>,
): MigrationCliConfig {
  return loadConfig('bff migrations', migrationCliConfigSchema, env);
}
