import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { testServiceUrls } from '../../../../../tests/integration/services.js';
import { startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';

/** Every value stored under `prefix`, whatever the key's type (BullMQ keeps hashes, lists, sets). */
async function everythingStored(redis: Redis, prefix: string): Promise<string> {
  const out: string[] = [];
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
    for (const key of keys as string[]) {
      out.push(key);
      const type = await redis.type(key);
      if (type === 'string') out.push((await redis.get(key)) ?? '');
      else if (type === 'hash') out.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') out.push(...(await redis.lrange(key, 0, -1)));
      else if (type === 'set') out.push(...(await redis.smembers(key)));
      else if (type === 'zset') out.push(...(await redis.zrange(key, '0', '-1')));
      else if (type === 'stream') out.push(JSON.stringify(await redis.xrange(key, '-', '+')));
    }
  }
  return out.join('\n');
}

describe('secrets of account messages stay out of Redis and the logs', () => {
  let kit: AccountsKit;
  let redis: Redis;
  const logged: string[] = [];

  beforeAll(async () => {
    kit = await startAccountsApp(
      'secrets_at_rest',
      { LOG_LEVEL: 'debug' },
      { logDestination: { write: (line: string) => void logged.push(line) } },
    );
    redis = new Redis(testServiceUrls().redisUrl, { lazyConnect: true });
    await redis.connect();
  });

  afterAll(async () => {
    redis?.disconnect();
    await kit?.close();
  });

  it('after a reset request and the reset page, no key and no log line holds the token', async () => {
    const { email } = await kit.signedInUser({ phone: '+1 555 010 4477' });
    const address = email.toLowerCase();
    const requested = await kit.call('POST', 'auth/request-password-reset', { body: { email } });
    expect(requested.statusCode).toBe(200);
    const reset = await kit.resetToken(address, 2);
    const verify = await kit.verificationToken(address);
    const code = await kit.phoneCode('15550104477');
    // The reset page checks its token with the token in the URL path: a logged request.
    const page = `${kit.config.PUBLIC_URL}/auth/reset-password/${reset}`;
    const check = await kit.call('GET', `auth/verify-reset-token/${reset}`, {
      headers: { referer: page },
    });
    expect(check.statusCode).toBe(200);

    const stored = await everythingStored(redis, kit.config.REDIS_PREFIX);
    expect(stored).toContain(':bull:mail:'); // the jobs are there, sealed
    const logs = logged.join('');
    expect(logs).toContain('/auth/verify-reset-token/[redacted]');
    for (const secret of [reset, verify, `is ${code}`, `#${code}`]) {
      expect(stored).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain('15550104477');
  });
});
