import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  messages,
  serverEvents,
  type AppNotification,
  type NotificationsPage,
} from '@matchbazaar/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Socket } from 'socket.io-client';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { listen } from '../../testing/test-env.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

const m = messages.notifications;

describe('the notification centre (real PostgreSQL and Redis)', () => {
  let kit: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    kit = await startCatalogueApp('notifications');
    base = await listen(kit.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await kit?.stop();
  });

  const notify = (userId: string, title: string, extra: object = {}) =>
    kit.app.get(NotificationsService).notify({ userId, type: 'inquiry.received', title, ...extra });
  const page = async (auth: Record<string, string>, query = '') => {
    const answer = await kit.call('GET', `/notifications${query}`, auth);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: NotificationsPage }>().data;
  };

  it('stores a notification before it pushes it: what the socket receives is already listed', async () => {
    const me = await signedInAccount(kit.app);
    const socket = await connectedSocket(base, me.token, sockets);
    const pushed = new Promise<AppNotification>((resolve) =>
      socket.once(serverEvents.notification, resolve),
    );
    const stored = await notify(me.id, 'New inquiry', { body: 'About pepper', link: '/x' });
    const received = await pushed;
    expect(received).toEqual(stored);
    const listed = await page(me.auth);
    expect(listed.items.map((item) => item.id)).toEqual([received.id]);
    expect(listed.counts).toEqual({ unread: 1, unseen: 1 });
  });

  it('marks a notification once its push job is queued, so the worker’s sweep leaves it alone', async () => {
    const me = await signedInAccount(kit.app);
    const stored = await notify(me.id, 'Queued for push');
    const [row] = await kit.app
      .get(EntityManager)
      .fork()
      .execute<{ at: string | null }[]>(
        'select push_queued_at as at from notification where id = ?',
        [stored!.id],
      );
    expect(row?.at).toEqual(expect.any(String));
  });

  it('catches up after a gap: everything after the last id held, oldest first, in pages with `more`', async () => {
    const me = await signedInAccount(kit.app);
    const first = (await notify(me.id, 'one'))!;
    // The socket was down while these were stored.
    const missed = [];
    for (let i = 0; i < 5; i++) missed.push((await notify(me.id, `missed ${i}`))!.id);
    const caughtUp: string[] = [];
    let after = first.id;
    for (;;) {
      const next = await page(me.auth, `?after=${after}&limit=2`);
      caughtUp.push(...next.items.map((item) => item.id));
      if (!next.more) break;
      after = next.items.at(-1)!.id;
    }
    expect(caughtUp).toEqual(missed);
    // Ids grow in the order stored, so a client de-duplicates by id.
    expect([...caughtUp].sort((a, b) => Number(a) - Number(b))).toEqual(caughtUp);
  });

  it('pages newest first with a cursor, and filters unread', async () => {
    const me = await signedInAccount(kit.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await notify(me.id, `n${i}`))!.id);
    const first = await page(me.auth, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await page(me.auth, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    await kit.call('POST', `/notifications/${ids[1]}/read`, me.auth);
    expect((await page(me.auth, '?unread=true')).items.map((item) => item.id)).toEqual([
      ids[2],
      ids[0],
    ]);
  });

  it('marks seen up to an id, one read, then all read, and tells the other tabs the counts', async () => {
    const me = await signedInAccount(kit.app);
    const a = (await notify(me.id, 'a'))!;
    const b = (await notify(me.id, 'b'))!;
    const otherTab = await connectedSocket(base, me.token, sockets);
    const counts: unknown[] = [];
    otherTab.on(serverEvents.notificationCounts, (value) => counts.push(value));

    expect(
      (await kit.call('POST', '/notifications/seen', me.auth, { upTo: a.id })).statusCode,
    ).toBe(200);
    expect((await page(me.auth)).counts).toEqual({ unread: 2, unseen: 1 });
    expect((await kit.call('POST', `/notifications/${b.id}/read`, me.auth)).statusCode).toBe(200);
    expect((await page(me.auth)).counts).toEqual({ unread: 1, unseen: 0 });
    expect((await kit.call('POST', '/notifications/read-all', me.auth)).statusCode).toBe(200);
    const after = await kit.call('GET', '/notifications/counts', me.auth);
    expect(after.json<{ data: Record<string, unknown> }>().data).toEqual({ unread: 0, unseen: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counts.at(-1)).toEqual({ unread: 0, unseen: 0 });
  });

  it("answers 404 for another user's notification and for ids that are not ids", async () => {
    const owner = await signedInAccount(kit.app);
    const stranger = await signedInAccount(kit.app);
    const theirs = (await notify(owner.id, 'private'))!;
    const refused = await kit.call('POST', `/notifications/${theirs.id}/read`, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(m.notFound);
    expect((await kit.call('POST', '/notifications/abc/read', stranger.auth)).statusCode).toBe(404);
    expect((await page(stranger.auth)).items).toEqual([]);
    const bad = await kit.call('GET', '/notifications?after=-1', stranger.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(m.idInvalid);
    expect((await kit.call('GET', '/notifications')).statusCode).toBe(401);
  });

  it('collapses onto an unread notification of the same type and subject', async () => {
    const me = await signedInAccount(kit.app);
    const service = kit.app.get(NotificationsService);
    const once = { type: 'message.received' as const, collapseOn: { conversationId: 'c1' } };
    const first = await service.notify({
      userId: me.id,
      title: 'New message',
      data: { conversationId: 'c1' },
      ...once,
    });
    const again = await service.notify({
      userId: me.id,
      title: 'New message',
      data: { conversationId: 'c1' },
      ...once,
    });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await kit.call('POST', `/notifications/${first!.id}/read`, me.auth);
    expect(
      await service.notify({
        userId: me.id,
        title: 'New message',
        data: { conversationId: 'c1' },
        ...once,
      }),
    ).not.toBeNull();
    expect(
      await kit.app
        .get(NotificationsRepository)
        .hasUnread(me.id, 'message.received', { conversationId: 'c2' }),
    ).toBe(false);
  });

  it('keeps email preferences per category; account messages cannot be switched off', async () => {
    const me = await signedInAccount(kit.app);
    const initial = await kit.call('GET', '/notifications/preferences', me.auth);
    expect(initial.json<{ data: Record<string, unknown> }>().data.email).toMatchObject({
      inquiries: 'instant',
      messages: 'digest',
    });
    const changed = await kit.call('PUT', '/notifications/preferences', me.auth, {
      email: { inquiries: 'digest', proposals: 'off' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: Record<string, unknown> }>().data.email).toMatchObject({
      inquiries: 'digest',
      proposals: 'off',
      account: 'instant',
    });
    const refused = await kit.call('PUT', '/notifications/preferences', me.auth, {
      email: { account: 'off' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(m.criticalCannotBeOff);
    const unknown = await kit.call('PUT', '/notifications/preferences', me.auth, {
      email: { inquiries: 'weekly' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(m.deliveryInvalid);
  });
});
