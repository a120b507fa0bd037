import { describe, expect, it } from '@jest/globals';
import { ConfigError, generateVapidKeys } from '@matchbazaar/config';
import { loadBffConfig } from './bff-config.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/mb',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'j'.repeat(32),
  COOKIE_SECRET: 'c'.repeat(32),
  SUBSCRIPTION_LINK_SECRET: 's'.repeat(32),
};

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    loadBffConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
    ['uniquelocal', ['uniquelocal']],
  ])('%s trusts %j', (value, trusted) => {
    expect(loadBffConfig({ ...valid, TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each(['true', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '*'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(problemsOf({ ...valid, TRUST_PROXY: value })).toContain('TRUST_PROXY');
    },
  );
});

describe('loadBffConfig', () => {
  it('refuses the development payment provider in production, with every problem in one message', () => {
    const problems = problemsOf({
      ...valid,
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-local-only-jwt-secret-0000000',
    });
    expect(problems).toMatch(/^bff cannot start: 3 environment variables are invalid:/);
    expect(problems).toMatch(/VAPID_PUBLIC_KEY: must be set in production/);
    expect(problems).toMatch(
      /PAYMENT_PROVIDER_URL: must be set in production: unset, any card number pays .* \(not set\)/,
    );
    expect(problems).toMatch(/JWT_SECRET: is a published default/);
  });

  it('takes a payment gateway in production, or the development provider when a benchmark says so', () => {
    const production = { ...valid, NODE_ENV: 'production' };
    const gateway = loadBffConfig({
      ...production,
      VAPID_PUBLIC_KEY: generateVapidKeys().publicKey,
      PAYMENT_PROVIDER_URL: 'https://pay.example/v1',
      PAYMENT_PROVIDER_TOKEN: 'tok_live_0123456789',
    });
    expect(gateway.PAYMENT_PROVIDER_URL).toBe('https://pay.example/v1');
    expect(gateway.ALLOW_DEVELOPMENT_PROVIDERS).toBe(false);
    const bench = loadBffConfig({ ...production, ALLOW_DEVELOPMENT_PROVIDERS: 'true' });
    expect(bench.PAYMENT_PROVIDER_URL).toBeUndefined();
    expect(() => loadBffConfig({ ...valid, NODE_ENV: 'development' })).not.toThrow();
  });

  it('refuses the published default secrets in production, naming each variable', () => {
    const compose = {
      ...valid,
      JWT_SECRET: 'change-me-local-only-jwt-secret-0000000',
      COOKIE_SECRET: 'test-cookie-secret-0123456789-0123456789',
      OPERATOR_TOKEN: 'change-me-local-operator-token',
    };
    const problems = problemsOf({ ...compose, NODE_ENV: 'production' });
    expect(problems).toMatch(/JWT_SECRET: is a published default/);
    expect(problems).toMatch(/COOKIE_SECRET: is a published default/);
    expect(problems).toMatch(/OPERATOR_TOKEN: is a published default/);
    expect(problems).not.toMatch(/SUBSCRIPTION_LINK_SECRET/);
    expect(problems).not.toContain('change-me-local');
    expect(() => loadBffConfig({ ...compose, NODE_ENV: 'development' })).not.toThrow();
  });

  it('fills every default', () => {
    const config = loadBffConfig(valid);
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      BFF_HOST: '127.0.0.1',
      BFF_PORT: 3000,
      REDIS_PREFIX: 'mb',
      JWT_ISSUER: 'matchbazaar',
      JWT_AUDIENCE: 'matchbazaar-web',
      CORS_ORIGINS: ['http://localhost:5173'],
      PUBLIC_URL: 'http://localhost:5173',
      BODY_LIMIT_BYTES: 1_048_576,
      SITE_MODE: 'prelaunch',
      DATABASE_LOCK_TIMEOUT_MS: 2_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
    });
    expect(config.OPERATOR_TOKEN).toBeUndefined();
  });

  it('parses lists, numbers and an empty OPERATOR_TOKEN as unset', () => {
    const config = loadBffConfig({
      ...valid,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      BFF_PORT: '0',
      BODY_LIMIT_BYTES: '2048',
      OPERATOR_TOKEN: '',
      SITE_MODE: 'live',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.BFF_PORT).toBe(0);
    expect(config.BODY_LIMIT_BYTES).toBe(2048);
    expect(config.OPERATOR_TOKEN).toBeUndefined();
    expect(config.SITE_MODE).toBe('live');
  });

  it('takes PostgreSQL timeouts from 0 (none) to 10 minutes, a lock wait within the statement', () => {
    expect(
      loadBffConfig({
        ...valid,
        DATABASE_LOCK_TIMEOUT_MS: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
      }),
    ).toMatchObject({ DATABASE_LOCK_TIMEOUT_MS: 0, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
    expect(problemsOf({ ...valid, DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toMatch(
      /DATABASE_STATEMENT_TIMEOUT_MS: must be from 0 \(no limit\) to 600000/,
    );
    expect(
      problemsOf({
        ...valid,
        DATABASE_LOCK_TIMEOUT_MS: '5000',
        DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      }),
    ).toMatch(/DATABASE_LOCK_TIMEOUT_MS: must be at most DATABASE_STATEMENT_TIMEOUT_MS \(3000\)/);
  });

  it('names each missing required variable', () => {
    const message = problemsOf({});
    expect(message).toContain('bff cannot start: 5 environment variables are invalid');
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'COOKIE_SECRET',
      'SUBSCRIPTION_LINK_SECRET',
    ]) {
      expect(message).toMatch(new RegExp(`${name}: .*\\(not set\\)`));
    }
  });

  it('names each bad variable and hides secrets', () => {
    const message = problemsOf({
      ...valid,
      JWT_SECRET: 'too-short-secret',
      COOKIE_SECRET: 'tiny',
      OPERATOR_TOKEN: 'short-token',
      BFF_PORT: '70000',
      CORS_ORIGINS: 'https://ok.example,ftp://files.example',
      SITE_MODE: 'beta',
      BODY_LIMIT_BYTES: 'lots',
      REDIS_PREFIX: 'has space',
    });
    expect(message).toContain('8 environment variables are invalid');
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters long \(got "\*\*\*"\)/);
    expect(message).toMatch(/COOKIE_SECRET: must be at least 32 characters long/);
    expect(message).toMatch(/OPERATOR_TOKEN: must be at least 24 characters long \(got "\*\*\*"\)/);
    expect(message).toMatch(/BFF_PORT: must be a port number/);
    expect(message).toMatch(/CORS_ORIGINS\.1: must be a comma-separated list of http\(s\) origins/);
    expect(message).toMatch(/SITE_MODE: must be "prelaunch" or "live" \(got "beta"\)/);
    expect(message).toMatch(/BODY_LIMIT_BYTES: must be a number of bytes/);
    expect(message).toMatch(/REDIS_PREFIX: must contain only/);
    expect(message).not.toContain('too-short-secret');
    expect(message).not.toContain('short-token');
  });
});
