import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createTestDatabase,
  deleteRedisKeys,
  testRedisPrefix,
  testServiceUrls,
} from '../../../../tests/integration/services.js';
import { generateVapidKeys } from '@matchbazaar/config';
import { loadBffConfig, type BffConfig } from '../platform/config/bff-config.js';

export const TEST_OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
export const TEST_SUBSCRIPTION_LINK_SECRET = 'subscription-link-secret-for-tests-0123456789';
/** Web Push's pair for this test process: the BFF hands out the public key, the worker signs. */
export const TEST_VAPID_KEYS = generateVapidKeys();

/** A BFF config on this test file's own database and Redis prefix; `cleanup` removes both. */
export async function testBffEnv(
  label: string,
  overrides: Record<string, string> = {},
): Promise<{ config: BffConfig; cleanup: () => Promise<void> }> {
  const database = await createTestDatabase(`bff_${label}`);
  const prefix = testRedisPrefix(`bff-${label}`);
  const config = loadBffConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testServiceUrls().redisUrl,
    REDIS_PREFIX: prefix,
    JWT_SECRET: 'test-jwt-secret-0123456789-0123456789',
    COOKIE_SECRET: 'test-cookie-secret-0123456789-0123456789',
    SUBSCRIPTION_LINK_SECRET: TEST_SUBSCRIPTION_LINK_SECRET,
    OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    BFF_PORT: '0',
    // Most specs test other things than the pre-launch wall; its own spec sets prelaunch.
    SITE_MODE: 'live',
    ...overrides,
  });
  return {
    config,
    cleanup: async () => {
      await deleteRedisKeys(testServiceUrls().redisUrl, prefix);
      await database.drop();
    },
  };
}

/** Listens on a free port of 127.0.0.1 and returns the base URL. */
export async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}
