import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  company,
  mailMessageSchema,
  messages,
  ticketAnswerSchema,
  ticketListAnswerSchema,
  ticketPageSize,
  ticketRateLimit,
  type Role,
} from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { rateLimitedSchema } from '../../platform/common/rate-limited.exception.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { testBffEnv } from '../../testing/test-env.js';
import { SupportTicket } from './support-ticket.entity.js';

const m = messages.supportTickets;
const PUBLIC_URL = 'https://matchbazaar.test';
const good = {
  subject: 'Payment stuck',
  category: 'billing',
  message: 'My payment has been pending for two days.',
};

type Headers = Record<string, string>;

describe('/api/v1/support/tickets (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('tickets', { SITE_MODE: 'live', PUBLIC_URL });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const em = () => app.get(EntityManager).fork();
  const signedIn = (role: Role = 'user') => signedInAccount(app, { role });

  const request = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Headers,
    body?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api/v1/support/tickets${url}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
  const create = (auth: Headers, body: unknown = good) => request('POST', '', auth, body);
  const list = (auth: Headers, query = '') => request('GET', query, auth);
  const get = (auth: Headers, id: number | string) => request('GET', `/${id}`, auth);
  const patch = (auth: Headers, id: number, body: unknown) =>
    request('PATCH', `/${id}`, auth, body);

  async function created(auth: Headers, body: unknown = good) {
    const res = await create(auth, body);
    expect(res.statusCode).toBe(201);
    return ticketAnswerSchema.parse(res.json()).data.ticket;
  }

  it('needs a signed-in caller', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Headers[]) {
      const res = await create(headers);
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
      expect((await list(headers)).statusCode).toBe(401);
      expect((await get(headers, 1)).statusCode).toBe(401);
    }
  });

  it('opens a ticket, acknowledges it to its author and tells the support inbox', async () => {
    const me = await signedIn();
    const res = await create(me.auth, { ...good, subject: '  Payment stuck ' });
    expect(res.statusCode).toBe(201);
    const body = ticketAnswerSchema.parse(res.json());
    const ticket = body.data.ticket;
    expect(body.message).toBe(m.created(ticket.id));
    expect(ticket).toMatchObject({ ...good, status: 'open', closedAt: null });

    const queue = app.get(QueueRegistry).get('mail');
    const ack = mailMessageSchema.parse((await queue.getJob(`ticket-${ticket.id}-ack`))?.data);
    expect(ack.to).toBe(me.email);
    expect(ack.subject).toBe(`We received your support ticket #${ticket.id}`);
    expect(ack.text).toContain(`${PUBLIC_URL}/support/tickets/status?id=${ticket.id}`);
    const notice = mailMessageSchema.parse(
      (await queue.getJob(`ticket-${ticket.id}-support`))?.data,
    );
    expect(notice.to).toBe(company.supportEmail);
    expect(notice.headers).toEqual({ 'Reply-To': me.email });
    expect(notice.text).toContain('Category: Payments & billing');
  });

  it.each([
    ['a blank subject', { ...good, subject: '   ' }, m.subjectRequired],
    ['a 10 kB subject', { ...good, subject: 's'.repeat(10_000) }, m.subjectTooLong],
    ['no category', { subject: good.subject, message: good.message }, m.categoryRequired],
    ['an unknown category', { ...good, category: 'weather' }, m.categoryRequired],
    ['a short message', { ...good, message: 'Help!' }, m.messageTooShort],
    ['a 10 kB message', { ...good, message: 'm'.repeat(10_000) }, m.messageTooLong],
    ['a number for a subject', { ...good, subject: 7 }, m.subjectRequired],
    ['an object for a message', { ...good, message: { text: 'x' } }, m.messageRequired],
    ['null', null, messages.api.validationFailed],
    ['a list', [good], messages.api.validationFailed],
  ])('refuses %s with 400 and its text, never 500', async (_what, body, message) => {
    const me = await signedIn();
    const res = await create(me.auth, body);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe(message);
    expect(await em().count(SupportTicket, { userId: me.id })).toBe(0);
  });

  it('keeps unicode and SQL-looking text as written', async () => {
    const me = await signedIn();
    const body = {
      ...good,
      subject: "Zoë's '); drop table support_ticket; --",
      message: '运费 🚚 नमस्ते\nline two',
    };
    expect(await created(me.auth, body)).toMatchObject(body);
  });

  it("lists the caller's tickets newest first, the open ones alone with status=active", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const first = await created(me.auth, { ...good, subject: 'First' });
    const second = await created(me.auth, { ...good, subject: 'Second' });
    await created(other.auth, { ...good, subject: 'Not mine' });
    await patch(me.auth, first.id, { status: 'closed' });

    const all = ticketListAnswerSchema.parse((await list(me.auth)).json()).data;
    expect(all.tickets.map((t) => t.subject)).toEqual(['Second', 'First']);
    expect(all.tickets.map((t) => t.status)).toEqual(['open', 'closed']);
    expect(all.nextBefore).toBeNull();
    const active = ticketListAnswerSchema.parse(
      (await list(me.auth, '?status=active')).json(),
    ).data;
    expect(active.tickets.map((t) => t.id)).toEqual([second.id]);

    expect((await list(me.auth, '?status=everything')).statusCode).toBe(400);
    expect((await list(me.auth, '?before=abc')).statusCode).toBe(400);
  });

  it('pages through a long history with `before`', async () => {
    const me = await signedIn();
    const fork = em();
    for (let i = 1; i <= ticketPageSize + 3; i++) {
      fork.create(SupportTicket, {
        ...good,
        category: 'other',
        subject: `T${i}`,
        userId: me.id,
        closedAt: null,
      });
    }
    await fork.flush();
    const page1 = ticketListAnswerSchema.parse((await list(me.auth)).json()).data;
    expect(page1.tickets).toHaveLength(ticketPageSize);
    expect(page1.tickets[0]?.subject).toBe(`T${ticketPageSize + 3}`);
    const page2 = ticketListAnswerSchema.parse(
      (await list(me.auth, `?before=${page1.nextBefore}`)).json(),
    ).data;
    expect(page2.tickets.map((t) => t.subject)).toEqual(['T3', 'T2', 'T1']);
    expect(page2.nextBefore).toBeNull();
  });

  it("shows a ticket to its owner and support staff, 404 for anyone else's or a bad id", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const ticket = await created(me.auth);
    const mine = await get(me.auth, ticket.id);
    expect(mine.statusCode).toBe(200);
    expect(ticketAnswerSchema.parse(mine.json()).data.ticket).toEqual(ticket);
    const staff = await signedIn('support');
    const seenByStaff = await get(staff.auth, ticket.id);
    expect(seenByStaff.statusCode).toBe(200);
    expect(ticketAnswerSchema.parse(seenByStaff.json()).data.ticket).toEqual(ticket);

    for (const [auth, id] of [
      [other.auth, ticket.id],
      [me.auth, 999_999],
      [me.auth, 'abc'],
      [me.auth, '-1'],
      [me.auth, '99999999999999999999'],
    ] as const) {
      const res = await get(auth, id);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.notFound);
    }
  });

  it('lets the owner close a ticket but not set other statuses; support staff set any', async () => {
    const me = await signedIn();
    const stranger = await signedIn();
    const staff = await signedIn('support');
    const ticket = await created(me.auth);

    const refused = await patch(me.auth, ticket.id, { status: 'in_progress' });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(m.ownerMayOnlyClose);
    expect((await patch(stranger.auth, ticket.id, { status: 'closed' })).statusCode).toBe(404);
    expect((await patch(me.auth, ticket.id, { status: 'done' })).statusCode).toBe(400);

    const working = await patch(staff.auth, ticket.id, { status: 'in_progress' });
    expect(working.statusCode).toBe(200);
    expect(ticketAnswerSchema.parse(working.json()).data.ticket).toMatchObject({
      status: 'in_progress',
      closedAt: null,
    });

    const closed = await patch(me.auth, ticket.id, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    const body = ticketAnswerSchema.parse(closed.json());
    expect(body.message).toBe(m.closed);
    expect(body.data.ticket.status).toBe('closed');
    expect(body.data.ticket.closedAt).not.toBeNull();

    expect((await patch(staff.auth, 999_999, { status: 'open' })).statusCode).toBe(404);
    const reopened = await patch(staff.auth, ticket.id, { status: 'open' });
    expect(ticketAnswerSchema.parse(reopened.json()).data.ticket.closedAt).toBeNull();
  });

  it(`lets an account open ${ticketRateLimit.perWindow} tickets per window, then answers 429`, async () => {
    const me = await signedIn();
    for (let i = 0; i < ticketRateLimit.perWindow; i++) await created(me.auth);
    const limited = await create(me.auth);
    expect(limited.statusCode).toBe(429);
    const body = rateLimitedSchema.parse(limited.json());
    expect(body.message).toBe(m.tooMany);
    expect(Number(limited.headers['retry-after'])).toBe(body.retryAfterSeconds);
    expect(await em().count(SupportTicket, { userId: me.id })).toBe(ticketRateLimit.perWindow);
  });
});
