import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { testBffEnv } from '../../testing/test-env.js';
import { JobsService } from './jobs.service.js';
import { smsPerNumber } from './sms-budget.js';

/**
 * SMS pumping: a script signs up premium-rate numbers (or one number many times) so that we pay
 * for texts. Every text is checked where it is queued: allowed countries, a daily budget per
 * number and one for the whole site.
 */
describe('SMS budgets (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let client = 0;

  beforeAll(async () => {
    const env = await testBffEnv('sms_budget', {
      SITE_MODE: 'prelaunch',
      SMS_ALLOWED_COUNTRY_CODES: '1,91',
      SMS_DAILY_BUDGET: '15',
    });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const signUp = (phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/subscribers',
      remoteAddress: `10.3.0.${++client}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ contactType: 'phone', phone, source: 'launch_page' }),
    });
  const text = (to: string) => app.get(JobsService).enqueue('sms', 'deliver', { to, body: 'hi' });

  it('refuses a waitlist number outside the allowed countries, before keeping it', async () => {
    const res = await signUp('442079460000');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      message: messages.sms.countryNotServed,
      errors: [{ path: 'phone', msg: messages.sms.countryNotServed }],
    });
    expect((await signUp('15550000001')).statusCode).toBe(200);
    expect((await signUp('919800000001')).statusCode).toBe(200);
    expect((await signUp('5550000002')).statusCode).toBe(200);
  });

  it('sends one number at most its daily budget of texts', async () => {
    const to = '15550000100';
    for (let i = 0; i < smsPerNumber.limit; i++) await text(to);
    await expect(text(to)).rejects.toMatchObject({
      body: expect.objectContaining({ message: messages.sms.tooManyToNumber }),
    });
  });

  it('stops every text once the site budget for the day is spent', async () => {
    // 3 sign-ups and 10 texts above, 15 in all: two more numbers get theirs, the third does not.
    await text('15550000201');
    await text('15550000202');
    const res = await signUp('15550000203');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.sms.budgetSpent);
  });
});
