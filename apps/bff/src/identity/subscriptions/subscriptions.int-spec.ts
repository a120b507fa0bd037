import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  limits,
  mailMessageSchema,
  messages,
  smsMessageSchema,
  type QueueName,
} from '@matchbazaar/contracts';
import { subscriberLinkSigner } from '@matchbazaar/messaging';
import type { Job } from 'bullmq';
import { createApp } from '../../app.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { startAppWithRedisDown } from '../../testing/private-redis.js';
import { TEST_SUBSCRIPTION_LINK_SECRET, testBffEnv } from '../../testing/test-env.js';
import { Subscriber } from './subscriber.entity.js';
import { rateLimitedSchema } from '../../platform/common/rate-limited.exception.js';
import { waitlistAnswerSchema } from './waitlist-api.js';

const PUBLIC_URL = 'https://matchbazaar.test';
const signer = subscriberLinkSigner(TEST_SUBSCRIPTION_LINK_SECRET);
const success = { success: true, message: messages.subscription.success };

/** Every test speaks as its own client, so the per-client sign-up limit only bites where meant. */
let clientCount = 0;
const newClient = () => `10.1.0.${++clientCount}`;

const emailSignup = (email: unknown) => ({ contactType: 'email', email, source: 'launch_page' });
const phoneSignup = (phone: unknown) => ({ contactType: 'phone', phone, source: 'launch_page' });

describe('the launch waitlist API (real PostgreSQL and Redis, site in prelaunch)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('waitlist', { SITE_MODE: 'prelaunch', PUBLIC_URL });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  // No access cookie anywhere below: the waitlist is open before launch.
  const post = (
    url: string,
    body: unknown,
    options: { client?: string; contentType?: string; raw?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: options.client ?? newClient(),
      headers:
        body === undefined && options.raw === undefined
          ? {}
          : { 'content-type': options.contentType ?? 'application/json' },
      payload: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  const subscribe = (body: unknown, client?: string) =>
    post('/api/subscribers', body, client ? { client } : {});
  const confirm = (token: unknown) => post('/api/subscribers/confirm', { token });
  const unsubscribe = (token: unknown) => post('/api/subscribers/unsubscribe', { token });

  const em = () => app.get(EntityManager).fork();
  const rowsFor = (address: string) => em().find(Subscriber, { address });
  const rowFor = async (address: string) => {
    const rows = await rowsFor(address);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  /** Jobs queued for `to`, in any state (no worker runs here, so they wait). */
  async function jobsFor(queue: QueueName, to: string): Promise<Job[]> {
    const jobs = await app
      .get(QueueRegistry)
      .get(queue)
      .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    return jobs.filter((job) => (job.data as { to?: string }).to === to);
  }

  async function onlyMailTo(to: string) {
    const jobs = await jobsFor('mail', to);
    expect(jobs).toHaveLength(1);
    return { job: jobs[0]!, mail: mailMessageSchema.parse(jobs[0]!.data) };
  }

  /** The token of the link in `text` that starts with `prefix`. */
  function tokenOf(text: string, prefix: string): string {
    const escaped = prefix.replace(/[.?/]/g, '\\$&');
    const match = new RegExp(`${escaped}\\?token=([^\\s"<>]+)`).exec(text);
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }
  const confirmTokenIn = (text: string) => tokenOf(text, `${PUBLIC_URL}/subscriptions/confirm`);
  const unsubscribeTokenIn = (text: string) =>
    tokenOf(text, `${PUBLIC_URL}/subscriptions/unsubscribe`);

  describe('POST /api/subscribers', () => {
    it('is open before launch without the access cookie and answers as docs/product/api.md says', async () => {
      const res = await subscribe(emailSignup('open@example.com'));
      expect(res.statusCode).toBe(200);
      expect(waitlistAnswerSchema.parse(res.json())).toEqual(success);
    });

    it.each([
      [
        'an email without an at sign',
        emailSignup('not-an-email'),
        messages.subscription.invalidEmail,
      ],
      ['an empty email', emailSignup(''), messages.subscription.invalidEmail],
      ['a blank email', emailSignup('   '), messages.subscription.invalidEmail],
      [
        'an email with a space',
        emailSignup('ada lovelace@example.com'),
        messages.subscription.invalidEmail,
      ],
      [
        'an email no mail server takes',
        emailSignup('ada@example.c'),
        messages.subscription.invalidEmail,
      ],
      [
        'a huge email',
        emailSignup(`${'a'.repeat(5_000)}@example.com`),
        messages.subscription.invalidEmail,
      ],
      [
        'a missing email',
        { contactType: 'email', source: 'launch_page' },
        messages.subscription.invalidEmail,
      ],
      ['an email that is a number', emailSignup(42), messages.subscription.invalidEmail],
      [
        'an email that is a list',
        emailSignup(['a@example.com']),
        messages.subscription.invalidEmail,
      ],
      ['a phone with 9 digits', phoneSignup('555123456'), messages.subscription.invalidPhone],
      [
        'a phone that is not digits only',
        phoneSignup('555-123-4567'),
        messages.subscription.invalidPhone,
      ],
      ['a phone with 16 digits', phoneSignup('1'.repeat(16)), messages.subscription.invalidPhone],
      [
        'a missing phone',
        { contactType: 'phone', source: 'launch_page' },
        messages.subscription.invalidPhone,
      ],
      ['a phone that is a number', phoneSignup(5551234567), messages.subscription.invalidPhone],
      [
        'an unknown contact type',
        { contactType: 'fax', email: 'a@example.com', source: 'launch_page' },
        messages.api.validationFailed,
      ],
      [
        'no contact type',
        { email: 'a@example.com', source: 'launch_page' },
        messages.api.validationFailed,
      ],
      [
        'another source',
        { ...emailSignup('a@example.com'), source: 'elsewhere' },
        messages.api.validationFailed,
      ],
      [
        'no source',
        { contactType: 'email', email: 'a@example.com' },
        messages.api.validationFailed,
      ],
      ['null', null, messages.api.validationFailed],
      ['a list', [emailSignup('a@example.com')], messages.api.validationFailed],
      ['a string', 'a@example.com', messages.api.validationFailed],
    ])('refuses %s with 400 and its catalogue message', async (_what, body, message) => {
      const res = await subscribe(body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(message);
    });

    it('refuses bodies that are not JSON objects with 4xx, never 500', async () => {
      const url = '/api/subscribers';
      const cases = [
        [await post(url, undefined), 400, messages.api.validationFailed],
        [await post(url, undefined, { raw: '{"contactType":' }), 400, messages.api.malformedJson],
        [
          await post(url, undefined, {
            raw: 'email=a@example.com',
            contentType: 'application/x-www-form-urlencoded',
          }),
          415,
          messages.api.unsupportedMediaType,
        ],
        [
          await post(url, undefined, { raw: 'a@example.com', contentType: 'text/plain' }),
          415,
          messages.api.unsupportedMediaType,
        ],
        [
          await post(url, undefined, {
            raw: JSON.stringify({ ...emailSignup('big@example.com'), junk: 'x'.repeat(1_100_000) }),
          }),
          413,
          messages.api.payloadTooLarge,
        ],
      ] as const;
      for (const [res, status, message] of cases) {
        expect(res.statusCode).toBe(status);
        expect(apiErrorSchema.parse(res.json()).message).toBe(message);
      }
      expect(await rowsFor('big@example.com')).toHaveLength(0);
    });

    it('ignores extra fields: they are neither stored nor a reason to fail', async () => {
      const res = await subscribe({
        ...emailSignup('extra@example.com'),
        status: 'confirmed',
        id: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(await rowFor('extra@example.com')).toMatchObject({ status: 'pending' });
    });

    it('stores an email trimmed with a lower-case domain, and mails that address', async () => {
      expect((await subscribe(emailSignup('  Ada.Lovelace@Example.COM '))).statusCode).toBe(200);
      expect(await rowFor('Ada.Lovelace@example.com')).toMatchObject({
        contactType: 'email',
        status: 'pending',
        source: 'launch_page',
        confirmedAt: null,
        unsubscribedAt: null,
      });
      await onlyMailTo('Ada.Lovelace@example.com');
    });

    it('stores a phone number as digits and queues the confirmation as an SMS with a working link', async () => {
      expect((await subscribe(phoneSignup('15551230001'))).statusCode).toBe(200);
      const row = await rowFor('15551230001');
      expect(row).toMatchObject({ contactType: 'phone', status: 'pending' });
      expect(row.confirmationSentAt).toBeInstanceOf(Date);
      const jobs = await jobsFor('sms', '15551230001');
      expect(jobs).toHaveLength(1);
      const sms = smsMessageSchema.parse(jobs[0]!.data);
      expect(sms.body).toMatch(/^MatchBazaar/);
      expect(sms.body).toContain(`${PUBLIC_URL}/subscriptions/unsubscribe?token=`);
      expect((await confirm(confirmTokenIn(sms.body))).statusCode).toBe(200);
      expect((await rowFor('15551230001')).status).toBe('confirmed');
    });

    it('queues a real confirmation mail whose confirm link confirms', async () => {
      expect((await subscribe(emailSignup('grace@example.com'))).statusCode).toBe(200);
      const row = await rowFor('grace@example.com');
      const { job, mail } = await onlyMailTo('grace@example.com');
      expect(job.id).toBe(`waitlist-confirmation-${row.id}-0`);
      expect(mail.subject).toBe('Confirm your MatchBazaar launch alerts');
      expect(mail.html).toContain('Confirm my subscription');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${PUBLIC_URL}/api/subscribers/unsubscribe?token=${signer.sign(row.id, 'unsubscribe')}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const token = confirmTokenIn(mail.text);
      expect(confirmTokenIn(mail.html!)).toBe(token);

      const res = await confirm(token);
      expect(res.statusCode).toBe(200);
      expect(waitlistAnswerSchema.parse(res.json()).message).toBe(messages.waitlist.confirmed);
      const confirmed = await rowFor('grace@example.com');
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    });

    it('is idempotent: a second sign-up makes no second row and no second mail', async () => {
      const client = newClient();
      for (let i = 0; i < 3; i++) {
        const res = await subscribe(emailSignup('twice@example.com'), client);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(success);
      }
      await rowFor('twice@example.com');
      await onlyMailTo('twice@example.com');
    });

    it('survives concurrent first sign-ups of one address: one row, one mail, no 500', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => subscribe(emailSignup('race@example.com'))),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      await rowFor('race@example.com');
      await onlyMailTo('race@example.com');
    });

    it('gives new, pending, confirmed and unsubscribed addresses the very same answer', async () => {
      await subscribe(emailSignup('pending@example.com'));
      await subscribe(emailSignup('confirmed@example.com'));
      await subscribe(emailSignup('gone@example.com'));
      const confirmedMail = (await onlyMailTo('confirmed@example.com')).mail;
      expect((await confirm(confirmTokenIn(confirmedMail.text))).statusCode).toBe(200);
      const goneMail = (await onlyMailTo('gone@example.com')).mail;
      expect((await unsubscribe(unsubscribeTokenIn(goneMail.text))).statusCode).toBe(200);

      const answers = await Promise.all(
        [
          'fresh@example.com',
          'pending@example.com',
          'confirmed@example.com',
          'gone@example.com',
        ].map((email) => subscribe(emailSignup(email))),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(answers[0]!.body);
        expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
      }
    });

    it('sends no mail to a confirmed address; a resubscribed one is pending again', async () => {
      await subscribe(emailSignup('back@example.com'));
      const first = (await onlyMailTo('back@example.com')).mail;
      await confirm(confirmTokenIn(first.text));
      await subscribe(emailSignup('back@example.com'));
      expect(await jobsFor('mail', 'back@example.com')).toHaveLength(1);

      await unsubscribe(unsubscribeTokenIn(first.text));
      expect((await rowFor('back@example.com')).status).toBe('unsubscribed');
      await subscribe(emailSignup('back@example.com'));
      const row = await rowFor('back@example.com');
      expect(row).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
      // The first confirmation went out less than 24 h ago: none again, but its link still works.
      expect(await jobsFor('mail', 'back@example.com')).toHaveLength(1);
      expect((await confirm(confirmTokenIn(first.text))).statusCode).toBe(200);
      expect((await rowFor('back@example.com')).status).toBe('confirmed');
    });

    it('sends a pending address another confirmation once 24 hours have passed', async () => {
      await subscribe(emailSignup('later@example.com'));
      const row = await rowFor('later@example.com');
      const dayAgo = new Date(Date.now() - limits.waitlist.confirmationResendMs - 1_000);
      await em().nativeUpdate(Subscriber, { id: row.id }, { confirmationSentAt: dayAgo });

      await subscribe(emailSignup('later@example.com'));
      const jobs = await jobsFor('mail', 'later@example.com');
      expect(jobs.map((job) => job.id).sort()).toEqual(
        [
          `waitlist-confirmation-${row.id}-0`,
          `waitlist-confirmation-${row.id}-${dayAgo.getTime()}`,
        ].sort(),
      );
      expect((await rowFor('later@example.com')).confirmationSentAt!.getTime()).toBeGreaterThan(
        dayAgo.getTime(),
      );
    });

    it(`limits a client to ${limits.waitlist.signupsPerWindow} sign-ups a minute with 429 and Retry-After`, async () => {
      const client = newClient();
      for (let i = 0; i < limits.waitlist.signupsPerWindow; i++) {
        expect((await subscribe(emailSignup(`burst${i}@example.com`), client)).statusCode).toBe(
          200,
        );
      }
      const limited = await subscribe(emailSignup('one-too-many@example.com'), client);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(limits.waitlist.signupWindowMs / 1000);
      expect(rateLimitedSchema.parse(limited.json())).toMatchObject({
        message: messages.waitlist.tooManySignups,
        retryAfterSeconds: retryAfter,
      });
      expect(await rowsFor('one-too-many@example.com')).toHaveLength(0);
      // Others are not affected.
      expect((await subscribe(emailSignup('one-too-many@example.com'))).statusCode).toBe(200);
    });
  });

  describe('POST /api/subscribers/confirm', () => {
    it('refuses bad tokens with 400 and one clear message', async () => {
      await subscribe(emailSignup('tamper@example.com'));
      const { mail } = await onlyMailTo('tamper@example.com');
      const token = confirmTokenIn(mail.text);
      const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      for (const bad of [
        flipped,
        token.replace(/^\d+/, (id) => String(Number(id) + 1)),
        unsubscribeTokenIn(mail.text),
        subscriberLinkSigner('some-other-secret-of-32-characters!!').sign(1, 'confirm'),
        '',
        'x'.repeat(10_000),
        42,
        [token],
        null,
      ]) {
        const res = await confirm(bad);
        expect(res.statusCode).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message).toBe(messages.waitlist.invalidLink);
      }
      expect((await post('/api/subscribers/confirm', undefined)).statusCode).toBe(400);
      expect((await rowFor('tamper@example.com')).status).toBe('pending');
    });

    it('treats a well-signed token of an unknown subscriber as an invalid link', async () => {
      const res = await confirm(signer.sign(999_999, 'confirm'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: messages.waitlist.invalidLink });
    });

    it('confirms twice with the same answer, and never undoes an unsubscription', async () => {
      await subscribe(emailSignup('twiceconfirmed@example.com'));
      const { mail } = await onlyMailTo('twiceconfirmed@example.com');
      const token = confirmTokenIn(mail.text);
      const first = await confirm(token);
      const second = await confirm(token);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.body).toBe(first.body);

      await unsubscribe(unsubscribeTokenIn(mail.text));
      const late = await confirm(token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: messages.waitlist.confirmAfterUnsubscribe });
      expect((await rowFor('twiceconfirmed@example.com')).status).toBe('unsubscribed');
    });
  });

  describe('POST /api/subscribers/unsubscribe', () => {
    async function pendingToken(email: string): Promise<string> {
      await subscribe(emailSignup(email));
      return unsubscribeTokenIn((await onlyMailTo(email)).mail.text);
    }

    it('takes the RFC 8058 one-click POST a mail client makes to the List-Unsubscribe URL', async () => {
      await subscribe(emailSignup('oneclick@example.com'));
      const { mail } = await onlyMailTo('oneclick@example.com');
      const url = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
      expect(url.origin).toBe(PUBLIC_URL);
      const res = await post(`${url.pathname}${url.search}`, undefined, {
        raw: 'List-Unsubscribe=One-Click',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages.waitlist.unsubscribed });
      const row = await rowFor('oneclick@example.com');
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribedAt).toBeInstanceOf(Date);
    });

    it('takes the one-click POST as multipart, or with no body at all', async () => {
      const multipart = await pendingToken('multipart@example.com');
      const boundary = '----mb-test-boundary';
      const res = await post(`/api/subscribers/unsubscribe?token=${multipart}`, undefined, {
        contentType: `multipart/form-data; boundary=${boundary}`,
        raw: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(res.statusCode).toBe(200);
      expect((await rowFor('multipart@example.com')).status).toBe('unsubscribed');

      const bare = await pendingToken('bare@example.com');
      expect((await post(`/api/subscribers/unsubscribe?token=${bare}`, undefined)).statusCode).toBe(
        200,
      );
      expect((await rowFor('bare@example.com')).status).toBe('unsubscribed');
    });

    it('takes the JSON token of the web page, and is idempotent', async () => {
      const token = await pendingToken('page@example.com');
      const first = await unsubscribe(token);
      const unsubscribedAt = (await rowFor('page@example.com')).unsubscribedAt;
      const second = await unsubscribe(token);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.body).toBe(first.body);
      expect((await rowFor('page@example.com')).unsubscribedAt).toEqual(unsubscribedAt);
    });

    it('refuses a confirm token, a tampered one and junk with 400', async () => {
      await subscribe(emailSignup('keep@example.com'));
      const { mail } = await onlyMailTo('keep@example.com');
      const token = unsubscribeTokenIn(mail.text);
      for (const bad of [
        confirmTokenIn(mail.text),
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        '',
        {},
      ]) {
        const res = await unsubscribe(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: messages.waitlist.invalidLink });
      }
      const formWithoutToken = await post('/api/subscribers/unsubscribe', undefined, {
        raw: 'List-Unsubscribe=One-Click',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(formWithoutToken.statusCode).toBe(400);
      expect((await rowFor('keep@example.com')).status).toBe('pending');
    });

    it('accepts form bodies on the one-click route only', async () => {
      const form = { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' };
      for (const url of ['/api/subscribers', '/api/subscribers/confirm', '/api/access/verify']) {
        const res = await post(url, undefined, form);
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ message: messages.api.unsupportedMediaType });
      }
      const tooBig = await post(
        `/api/subscribers/unsubscribe?token=${signer.sign(1, 'unsubscribe')}`,
        undefined,
        {
          raw: `List-Unsubscribe=One-Click&pad=${'x'.repeat(10_000)}`,
          contentType: 'application/x-www-form-urlencoded',
        },
      );
      expect(tooBig.statusCode).toBe(413);
    });
  });
});

describe('the waitlist while Redis is down', () => {
  let app: NestFastifyApplication;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startAppWithRedisDown('waitlist_redis'));
  });

  afterAll(async () => {
    await close?.();
  });

  it('answers 503 but keeps the sign-up, with no confirmation recorded, for the retry to send', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(emailSignup('outage@example.com')),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: messages.api.queueUnavailable });
    const rows = await app
      .get(EntityManager)
      .fork()
      .find(Subscriber, { address: 'outage@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', confirmationSentAt: null });
  });
});
