import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  company,
  contactAnswerSchema,
  contactRateLimit,
  mailMessageSchema,
  messages,
} from '@matchbazaar/contracts';
import type { Job } from 'bullmq';
import { createApp } from '../../app.js';
import { rateLimitedSchema } from '../../platform/common/rate-limited.exception.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { SiteModeService } from '../../platform/site/site-mode.service.js';
import { startAppWithRedisDown } from '../../testing/private-redis.js';
import { testBffEnv } from '../../testing/test-env.js';
import { ContactMessage } from './contact-message.entity.js';

const t = messages.contact;
const good = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Escrow question',
  message: 'How long does escrow hold my payment?\nThanks!',
};

/** Every test speaks as its own client, so the per-client limit only bites where meant. */
let clientCount = 0;
const newClient = () => `10.5.0.${++clientCount}`;

describe('POST /api/v1/contact (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('contact', { SITE_MODE: 'live' });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const send = (body: unknown, client = newClient(), raw?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload: raw ?? JSON.stringify(body),
    });

  const rows = () =>
    app
      .get(EntityManager)
      .fork()
      .find(ContactMessage, {}, { orderBy: { id: 'asc' } });

  async function mailJob(id: number): Promise<Job | undefined> {
    return app.get(QueueRegistry).get('mail').getJob(`contact-${id}`);
  }

  it('stores the message and queues its mail to the support inbox, Reply-To the sender', async () => {
    const res = await send({ ...good, name: '  Ada Lovelace  ' });
    expect(res.statusCode).toBe(200);
    expect(contactAnswerSchema.parse(res.json())).toEqual({ success: true, message: t.success });

    const stored = (await rows()).find((r) => r.subject === good.subject);
    expect(stored).toMatchObject({ ...good });
    const job = await mailJob(stored!.id);
    expect(job?.name).toBe('deliver');
    const mail = mailMessageSchema.parse(job!.data);
    expect(mail.to).toBe(company.supportEmail);
    expect(mail.headers).toEqual({ 'Reply-To': good.email });
    expect(mail.subject).toBe(`[Contact #${stored!.id}] ${good.subject}`);
    expect(mail.text).toContain('> How long does escrow hold my payment?\n> Thanks!');
  });

  it('keeps unicode as written', async () => {
    const body = {
      name: 'Zoë 李小龍',
      email: 'zoe@example.com',
      subject: 'Ünïcödé ✓ 🙂',
      message: 'नमस्ते — a question about 运费 🚚',
    };
    expect((await send(body)).statusCode).toBe(200);
    expect((await rows()).find((r) => r.email === 'zoe@example.com')).toMatchObject(body);
  });

  it.each([
    ['no name', { ...good, name: '' }, t.nameRequired],
    ['a blank name', { ...good, name: '   ' }, t.nameRequired],
    ['no email', { ...good, email: '' }, t.emailRequired],
    ['an email without a dot', { ...good, email: 'ada@example' }, t.emailInvalid],
    ['an email with a space', { ...good, email: 'ada @example.com' }, t.emailInvalid],
    ['an email no mail server takes', { ...good, email: 'ada@example.c' }, t.emailInvalid],
    ['no subject', { ...good, subject: '' }, t.subjectRequired],
    ['no message', { ...good, message: '' }, t.messageRequired],
    ['a 9-character message', { ...good, message: '123456789' }, t.messageTooShort],
    ['a 10 kB name', { ...good, name: 'n'.repeat(10_000) }, t.nameTooLong],
    ['a 10 kB email', { ...good, email: `${'e'.repeat(10_000)}@example.com` }, t.emailInvalid],
    ['a 10 kB subject', { ...good, subject: 's'.repeat(10_000) }, t.subjectTooLong],
    ['a 10 kB message', { ...good, message: 'm'.repeat(10_000) }, t.messageTooLong],
    ['a number for a name', { ...good, name: 42 }, t.nameRequired],
    ['an object for an email', { ...good, email: { $ne: '' } }, t.emailRequired],
    ['a list for a subject', { ...good, subject: ['a'] }, t.subjectRequired],
    ['true for a message', { ...good, message: true }, t.messageRequired],
    [
      'a missing field',
      { name: good.name, email: good.email, subject: good.subject },
      t.messageRequired,
    ],
    ['null', null, messages.api.validationFailed],
    ['a list', [good], messages.api.validationFailed],
    ['a string', 'hello', messages.api.validationFailed],
  ])(
    'refuses %s with 400 and its catalogue message, storing nothing',
    async (_what, body, message) => {
      const before = (await rows()).length;
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(message);
      expect((await rows()).length).toBe(before);
    },
  );

  it('names every bad field, with the form texts', async () => {
    const res = await send({ name: ' ', email: 'nope', subject: '', message: 'short' });
    expect(apiErrorSchema.parse(res.json()).errors).toEqual([
      { path: 'name', msg: t.nameRequired },
      { path: 'email', msg: t.emailInvalid },
      { path: 'subject', msg: t.subjectRequired },
      { path: 'message', msg: t.messageTooShort },
    ]);
  });

  it('stores SQL-looking text as text', async () => {
    const subject = "'); drop table contact_message; --";
    expect((await send({ ...good, subject })).statusCode).toBe(200);
    expect((await rows()).some((r) => r.subject === subject)).toBe(true);
  });

  it('answers malformed or non-JSON bodies with 4xx, never 500', async () => {
    const malformed = await send(undefined, newClient(), '{"name":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: messages.api.malformedJson });
    const form = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada',
    });
    expect(form.statusCode).toBe(415);
    const empty = await app.inject({ method: 'POST', url: '/api/v1/contact' });
    expect(empty.statusCode).toBe(400);
  });

  it(`lets a client send ${contactRateLimit.perWindow} messages per window, then answers 429 with Retry-After`, async () => {
    const client = newClient();
    for (let i = 0; i < contactRateLimit.perWindow; i++) {
      expect((await send({ ...good, subject: `Limit ${i}` }, client)).statusCode).toBe(200);
    }
    const before = (await rows()).length;
    const limited = await send({ ...good, subject: 'One too many' }, client);
    expect(limited.statusCode).toBe(429);
    const body = rateLimitedSchema.parse(limited.json());
    expect(body.message).toBe(t.tooManyMessages);
    expect(Number(limited.headers['retry-after'])).toBe(body.retryAfterSeconds);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(contactRateLimit.windowMs / 1000);
    expect((await rows()).length).toBe(before);
    // Other clients are not affected.
    expect((await send(good)).statusCode).toBe(200);
  });

  it('is behind the pre-launch wall like the rest of the site', async () => {
    const siteMode = app.get(SiteModeService);
    await siteMode.set('prelaunch');
    try {
      const res = await send(good);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: messages.api.accessRequired });
    } finally {
      await siteMode.set('live');
    }
  });
});

describe('POST /api/v1/contact when Redis is down', () => {
  let app: NestFastifyApplication;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startAppWithRedisDown('contactdown'));
  });

  afterAll(async () => {
    await close?.();
  });

  it('answers 503 with the catalogue text at once and keeps nothing', async () => {
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(good),
    });
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.queueUnavailable);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await app.get(EntityManager).fork().count(ContactMessage)).toBe(0);
  });
});
