import type { ProdSecrets } from './prod-secrets.ts';

/** Where the services and the web app of a start:prod run are. */
export interface ProdWhere {
  /** The web app's origin (nginx). */
  web: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  /** Our own mail sink's inbox, when it runs one (not with SMTP_URL). */
  mailProbeUrl?: string;
}

/**
 * What `npm run start:prod` sets for the BFFs and the workers: the names and meanings of
 * docker-compose.yml's bff and worker services (compose-drift.spec.ts checks both against the
 * apps' config schemas). Everything else the operator sets (the payment and SMS providers,
 * ALLOW_DEVELOPMENT_PROVIDERS, OTEL_*) passes through from the environment.
 */
export function prodAppEnv(env: NodeJS.ProcessEnv, where: ProdWhere, secrets: ProdSecrets) {
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    DATABASE_URL: where.databaseUrl,
    REDIS_URL: where.redisUrl,
    REDIS_PREFIX: where.redisPrefix,
    SUBSCRIPTION_LINK_SECRET: secrets.SUBSCRIPTION_LINK_SECRET,
    VAPID_PUBLIC_KEY: secrets.VAPID_PUBLIC_KEY,
    PUBLIC_URL: env.PUBLIC_URL ?? where.web,
  };
  const bff = (port: number): Record<string, string> => ({
    ...shared,
    BFF_HOST: '127.0.0.1',
    BFF_PORT: String(port),
    JWT_SECRET: secrets.JWT_SECRET,
    COOKIE_SECRET: secrets.COOKIE_SECRET,
    OPERATOR_TOKEN: secrets.OPERATOR_TOKEN,
    ...(secrets.SITE_ACCESS_CODE && { SITE_ACCESS_CODE: secrets.SITE_ACCESS_CODE }),
    CORS_ORIGINS:
      env.CORS_ORIGINS ?? `${where.web},${where.web.replace('//localhost:', '//127.0.0.1:')}`,
    SITE_MODE: env.SITE_MODE ?? 'prelaunch',
    DEMO_CATALOGUE: env.DEMO_CATALOGUE ?? 'false',
    // nginx is the one proxy in front; it forwards the visitor's address.
    TRUST_PROXY: env.TRUST_PROXY ?? '1',
  });
  const worker: Record<string, string> = {
    ...shared,
    SMTP_URL: where.smtpUrl,
    // Our own sink can say which mails it took, so a killed worker never repeats one.
    ...(where.mailProbeUrl && { MAIL_PROBE_URL: where.mailProbeUrl }),
    VAPID_PRIVATE_KEY: secrets.VAPID_PRIVATE_KEY,
  };
  return { bff, worker };
}
