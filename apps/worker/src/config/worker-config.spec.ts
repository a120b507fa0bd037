import { describe, expect, it } from '@jest/globals';
import { ConfigError, generateVapidKeys } from '@matchbazaar/config';
import { loadWorkerConfig } from './worker-config.js';

const required = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/matchbazaar',
  SUBSCRIPTION_LINK_SECRET: 'l'.repeat(32),
};
const vapid = generateVapidKeys();
const vapidEnv = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

describe('loadWorkerConfig', () => {
  it('refuses the published default link secret in production, naming the variable', () => {
    const env = { ...required, SUBSCRIPTION_LINK_SECRET: 'change-me-local-only-link-secret-00000' };
    expect(() => loadWorkerConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      /SUBSCRIPTION_LINK_SECRET: is a published default/,
    );
    expect(() => loadWorkerConfig({ ...env, NODE_ENV: 'test' })).not.toThrow();
  });

  it('refuses to send production texts to the development outbox, unless told to for a benchmark', () => {
    const production = { ...required, NODE_ENV: 'production' };
    expect(() => loadWorkerConfig(production)).toThrow(
      /SMS_PROVIDER_URL: must be set in production: unset, texts are only written to the sms_outbox table/,
    );
    expect(() =>
      loadWorkerConfig({
        ...production,
        ...vapidEnv,
        SMS_PROVIDER_URL: 'https://sms.example/send',
      }),
    ).not.toThrow();
    expect(() =>
      loadWorkerConfig({ ...production, ALLOW_DEVELOPMENT_PROVIDERS: 'true' }),
    ).not.toThrow();
  });

  it('requires the VAPID pair in production, and checks its form everywhere', () => {
    const production = {
      ...required,
      NODE_ENV: 'production',
      SMS_PROVIDER_URL: 'https://s.example',
    };
    expect(() => loadWorkerConfig(production)).toThrow(
      /VAPID_PUBLIC_KEY: must be set in production[\s\S]*VAPID_PRIVATE_KEY: must be set/,
    );
    expect(loadWorkerConfig({ ...production, ...vapidEnv }).VAPID_PRIVATE_KEY).toBe(
      vapid.privateKey,
    );
    expect(() => loadWorkerConfig({ ...required, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(
      loadWorkerConfig({ ...required, VAPID_PUBLIC_KEY: '' }).VAPID_PUBLIC_KEY,
    ).toBeUndefined();
  });

  it('applies the documented defaults', () => {
    expect(loadWorkerConfig(required)).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/matchbazaar',
      REDIS_PREFIX: 'mb',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'MatchBazaar <no-reply@matchbazaar.local>',
      WORKER_CONCURRENCY: 5,
      MAIL_RATE_PER_SECOND: undefined,
      SMS_RATE_PER_SECOND: undefined,
      SMS_PROVIDER_URL: undefined,
      SMS_PROVIDER_TOKEN: undefined,
      ALLOW_DEVELOPMENT_PROVIDERS: false,
      SMS_FROM: 'MatchBazaar',
      MAIL_PROBE_URL: undefined,
      MAIL_ATTEMPTS: 5,
      SMS_ATTEMPTS: 5,
      RETRY_BACKOFF_MS: 5_000,
      BROADCAST_CHUNK_SIZE: 1_000,
      DATABASE_LOCK_TIMEOUT_MS: 10_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 60_000,
      JOB_LOCK_MS: 30_000,
      PUBLIC_URL: 'http://localhost:5173',
      SUBSCRIPTION_LINK_SECRET: 'l'.repeat(32),
      SUBSCRIPTION_LINK_SECRET_PREVIOUS: [],
      VAPID_SUBJECT: 'mailto:push@matchbazaar.local',
      PUSH_PER_USER_PER_MINUTE: 10,
      METRICS_HOST: '127.0.0.1',
      // Tracing off: no OTLP endpoint (docs/operations/tracing.md).
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_SDK_DISABLED: false,
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
      OTEL_TRACES_SAMPLER_ARG: 1,
    });
  });

  it('reads the optional mail rate, treating a blank value as unset', () => {
    expect(loadWorkerConfig({ ...required, MAIL_RATE_PER_SECOND: '10' }).MAIL_RATE_PER_SECOND).toBe(
      10,
    );
    expect(
      loadWorkerConfig({ ...required, MAIL_RATE_PER_SECOND: ' ' }).MAIL_RATE_PER_SECOND,
    ).toBeUndefined();
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadWorkerConfig({
        SMTP_URL: 'http://nope',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/matchbazaar',
        SUBSCRIPTION_LINK_SECRET: 'l'.repeat(32),
        WORKER_CONCURRENCY: '0',
        MAIL_RATE_PER_SECOND: 'fast',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as Error;
    expect(message).toContain('worker cannot start: 4 environment variables are invalid');
    expect(message).toMatch(/REDIS_URL: must be set/);
    expect(message).toMatch(/SMTP_URL: must be a smtp: or smtps: URL/);
    expect(message).toMatch(/WORKER_CONCURRENCY: must be from 1 to 100/);
    expect(message).toMatch(/MAIL_RATE_PER_SECOND: must be a positive whole number/);
  });
});
