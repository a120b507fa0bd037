import path from 'node:path';
import { say } from './log.ts';
import { resolveMail, type ResolvedMail } from './mail.ts';
import { resolvePostgres, type ResolvedPostgres } from './postgres.ts';
import { resolveRedis, type ResolvedRedis } from './redis.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface LocalServices {
  postgres: ResolvedPostgres;
  redis: ResolvedRedis;
  mail: ResolvedMail;
}

/**
 * PostgreSQL, Redis and a mail sink, each resolved (environment: DATABASE_URL, REDIS_URL,
 * SMTP_URL; else the machine's own; else embedded or started here) side by side; `started`
 * remembers how to stop each (stop-stack.ts). `npm start` and `npm run start:prod` use the same.
 */
export async function startLocalServices(
  env: NodeJS.ProcessEnv,
  options: {
    dataDir: string;
    databaseName: string;
    /** A database made for this run only (the test tiers): dropped on stop. */
    dropOnStop: boolean;
    started: (stop: () => Promise<void>) => void;
  },
): Promise<LocalServices> {
  const { started } = options;
  // Apps and services get their own process group (ProcessOptions.ownGroup): a terminal's Ctrl-C
  // reaches only the launcher, which then stops them in order.
  const ownGroup = true;
  // Even when the machine has its own: what a newcomer without them gets (and the stop test).
  const skipLocal = env.EMBEDDED_SERVICES === 'true';
  const [postgres, redis, mail] = await Promise.all([
    resolvePostgres({
      dataDir: options.dataDir,
      databaseUrl: env.DATABASE_URL,
      databaseName: options.databaseName,
      dropOnStop: options.dropOnStop,
      skipLocal,
    }).then((p) => (started(p.stop), p)),
    resolveRedis({ dataDir: options.dataDir, redisUrl: env.REDIS_URL, skipLocal, ownGroup }).then(
      (r) => (started(r.stop), r),
    ),
    resolveMail({
      root,
      smtpUrl: env.SMTP_URL,
      preferredSmtpPort: Number(env.MAIL_SINK_SMTP_PORT ?? 1025),
      preferredHttpPort: Number(env.MAIL_SINK_HTTP_PORT ?? 8025),
      ownGroup,
    }).then((m) => (started(m.stop), m)),
  ]);
  say(`PostgreSQL: ${postgres.source} | Redis: ${redis.source} | mail: ${mail.source}`);
  return { postgres, redis, mail };
}
