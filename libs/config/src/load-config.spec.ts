import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.js';
import { databaseUrl, port, redisUrl, secret } from './env-schemas.js';

const schema = z.object({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  PORT: port(3000),
  JWT_SECRET: secret('JWT_SECRET'),
});

describe('loadConfig', () => {
  it('returns typed values and defaults', () => {
    const cfg = loadConfig('bff', schema, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(cfg.PORT).toBe(3000);
  });

  it('names every bad variable in one message and never echoes a secret', () => {
    let error: unknown;
    try {
      loadConfig('bff', schema, {
        DATABASE_URL: 'mysql://nope',
        PORT: '99999',
        JWT_SECRET: 'short-secret',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('bff cannot start: 4 environment variables are invalid');
    expect(message).toMatch(
      /DATABASE_URL: must be a postgres: or postgresql: URL.*got "mysql:\/\/nope"/,
    );
    expect(message).toMatch(/REDIS_URL: must be set.*not set/);
    expect(message).toMatch(/PORT: must be a port number/);
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters long \(got "\*\*\*"\)/);
    expect(message).not.toContain('short-secret');
  });
});
