import { z } from 'zod';

/** Building blocks for the apps' config schemas, so the same variable means the same everywhere. */

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string({ error: `must be set, e.g. ${example}` }).refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.join(' or ')} URL, e.g. ${example}` },
  );

export const databaseUrl = urlWithProtocols(
  ['postgres:', 'postgresql:'],
  'postgres://postgres@127.0.0.1:5432/matchbazaar',
);
export const redisUrl = urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379');
export const smtpUrl = urlWithProtocols(['smtp:', 'smtps:'], 'smtp://127.0.0.1:1025');

export const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0, 'must be a port number from 0 to 65535')
    .max(65535, 'must be a port number from 0 to 65535')
    .default(fallback);

/**
 * PostgreSQL's lock_timeout and statement_timeout for a process's pooled connections, in ms
 * (0: off). A statement past them fails with 55P03 or 57014, which the BFF answers 503 with
 * Retry-After: a slow or locked database is an outage the client may retry, not a hang.
 */
export const databaseTimeouts = (defaults: { lockMs: number; statementMs: number }) => ({
  /** How long a statement waits for a row, table or advisory lock. */
  DATABASE_LOCK_TIMEOUT_MS: timeoutMs(defaults.lockMs),
  /** How long one statement may run, lock waits included. */
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutMs(defaults.statementMs),
});

const timeoutMs = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be from 0 (no limit) to 600000')
    .max(600_000, 'must be from 0 (no limit) to 600000')
    .default(fallback);

/** A lock wait longer than the statement may run would never be reached: refused at start. */
export const lockWaitWithinStatement = (
  config: { DATABASE_LOCK_TIMEOUT_MS: number; DATABASE_STATEMENT_TIMEOUT_MS: number },
  ctx: z.RefinementCtx,
): void => {
  const { DATABASE_LOCK_TIMEOUT_MS: lock, DATABASE_STATEMENT_TIMEOUT_MS: statement } = config;
  if (statement > 0 && lock > statement)
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_LOCK_TIMEOUT_MS'],
      message: `must be at most DATABASE_STATEMENT_TIMEOUT_MS (${statement})`,
    });
};

export const nodeEnv = z.enum(['development', 'test', 'production']).default('development');
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/** Comma-separated list, blanks dropped. */
export const csv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/**
 * The secrets a rotated one replaced, comma-separated, each 32+ characters: still accepted for
 * checking and opening what they made, never used to make anything new.
 */
export const previousSecrets = csv.pipe(
  z.array(z.string().min(32, 'must be secrets of at least 32 characters each, comma-separated')),
);

/** A secret: at least 32 characters so a short test value is never used in earnest. */
export const secret = (name: string) =>
  z
    .string({ error: `must be set (a random string of 32+ characters for ${name})` })
    .min(32, 'must be at least 32 characters long');
