import { checkPostgres, checkRedis, testServiceUrls } from './services.ts';

/** The integration tier needs the real PostgreSQL and Redis; it is never silently skipped. */
export default async function globalSetup(): Promise<void> {
  const { postgresAdminUrl, redisUrl } = testServiceUrls();
  const problems = (
    await Promise.all([checkPostgres(postgresAdminUrl), checkRedis(redisUrl)])
  ).filter((p): p is string => p !== null);
  if (problems.length > 0) {
    throw new Error(
      `Integration tests need a real PostgreSQL and Redis:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Start them (see README "Running the tests"), or point TEST_DATABASE_URL / TEST_REDIS_URL at running ones.',
    );
  }
}
