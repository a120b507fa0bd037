import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  messages,
  pushPayloadSchema,
  type NotificationPreferences,
  type PushDevice,
  type PushKey,
} from '@matchbazaar/contracts';
import { pino } from 'pino';
import type { Socket } from 'socket.io-client';
import { AccountErasureService } from '../../apps/bff/src/identity/account-erasure/account-erasure.service.js';
import { NotificationsService } from '../../apps/bff/src/marketplace/notifications/notifications.service.js';
import { BFF_CONFIG, type BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { startCatalogueApp, type ApiCall } from '../../apps/bff/src/testing/catalogue-app.js';
import { connectedSocket, disconnected } from '../../apps/bff/src/testing/realtime-client.js';
import {
  signedInAccount,
  type SignedInAccount,
} from '../../apps/bff/src/testing/signed-in-account.js';
import { listen, TEST_VAPID_KEYS } from '../../apps/bff/src/testing/test-env.js';
import { waitFor } from '../../apps/bff/src/testing/wait-for.js';
import { createDatabase } from '../../apps/worker/src/adapters/database.js';
import type { Mailer } from '../../apps/worker/src/adapters/mailer.js';
import type { RealtimePublisher } from '../../apps/worker/src/adapters/realtime-publisher.js';
import { createSmsProvider } from '../../apps/worker/src/adapters/sms/create-sms-provider.js';
import { loadWorkerConfig } from '../../apps/worker/src/config/worker-config.js';
import { startWorkers, type WorkerApp } from '../../apps/worker/src/worker-app.js';
import { startPushService, type LoopbackPushService } from '../push-service/push-service.js';

const m = messages.push;

/** Mail and live events are other specs' business: the worker here only pushes. */
const noMail: Mailer = {
  send: () => Promise.resolve({ messageId: '<none@test>', accepted: [], rejected: [] }),
  close: () => Promise.resolve(),
};
const noPublisher: RealtimePublisher = { toUser: () => undefined, close: () => Promise.resolve() };

/**
 * Web Push end to end on the real parts: the BFF's routes and NotificationsService, the worker's
 * push queue and job (in this process, trusting the loopback push service's certificate), a push
 * service on loopback that checks the VAPID signature and decrypts each payload, PostgreSQL and
 * Redis.
 */
describe('Web Push (BFF, worker, loopback push service, real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let call: ApiCall;
  let stop: () => Promise<void>;
  let base: string;
  let service: LoopbackPushService;
  let worker: WorkerApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ app, call, stop } = await startCatalogueApp('web_push'));
    base = await listen(app);
    service = await startPushService();
    const bff = app.get<BffConfig>(BFF_CONFIG);
    const config = loadWorkerConfig({
      REDIS_URL: bff.REDIS_URL,
      REDIS_PREFIX: bff.REDIS_PREFIX,
      DATABASE_URL: bff.DATABASE_URL,
      SMTP_URL: 'smtp://127.0.0.1:1',
      SUBSCRIPTION_LINK_SECRET: bff.SUBSCRIPTION_LINK_SECRET,
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
      LOG_LEVEL: 'silent',
      WORKER_CONCURRENCY: '4',
    });
    const db = createDatabase(config.DATABASE_URL, 4);
    worker = await startWorkers({
      config,
      mailer: noMail,
      publisher: noPublisher,
      sms: createSmsProvider(config, db),
      db,
      logger: pino({ level: 'silent' }),
      pushAgent: service.agent,
    });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await worker?.close();
    await service?.close();
    await stop?.();
  });

  const subscribe = async (account: SignedInAccount, userAgent?: string) => {
    const subscription = service.createSubscription({
      applicationServerKey: TEST_VAPID_KEYS.publicKey,
    });
    const answer = await call(
      'POST',
      '/push/subscriptions',
      userAgent ? { ...account.auth, 'user-agent': userAgent } : account.auth,
      subscription,
    );
    expect(answer.statusCode).toBe(200);
    return { subscription, device: answer.json<{ data: PushDevice }>().data };
  };
  const devices = async (account: SignedInAccount, endpoint?: string) => {
    const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
    const answer = await call('GET', `/push/subscriptions${query}`, account.auth);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { items: PushDevice[] } }>().data.items;
  };
  const inquiry = (userId: string, conversationId = crypto.randomUUID()) =>
    app.get(NotificationsService).notify({
      userId,
      type: 'inquiry.received',
      title: 'New inquiry on Teak dining chairs',
      body: 'Hello, can you deliver 40 chairs to Pune by Friday? My number is 98xxxxxx',
      link: `/dashboard/inbox/${conversationId}`,
      data: { conversationId },
    });
  const rows = <T>(sql: string, params: unknown[]) =>
    app.get(EntityManager).fork().execute<T[]>(sql, params);

  it('hands out the VAPID public key to signed-in users only', async () => {
    const me = await signedInAccount(app);
    const answer = await call('GET', '/push/key', me.auth);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: PushKey }>().data).toEqual({
      publicKey: TEST_VAPID_KEYS.publicKey,
    });
    expect((await call('GET', '/push/key')).statusCode).toBe(401);
  });

  it('subscribes, lists and unsubscribes own devices; another user’s device answers 404', async () => {
    const me = await signedInAccount(app);
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const { subscription, device } = await subscribe(me, android);
    expect(device).toMatchObject({ label: 'Chrome on Android', lastPushedAt: null });
    // The same browser subscribing again is the same device, with its new keys.
    const again = await call('POST', '/push/subscriptions', me.auth, subscription);
    expect(again.json<{ data: PushDevice }>().data.id).toBe(device.id);
    await subscribe(me);
    const listed = await devices(me, subscription.endpoint);
    expect(listed).toHaveLength(2);
    expect(listed.filter((item) => item.current).map((item) => item.id)).toEqual([device.id]);

    const stranger = await signedInAccount(app);
    const refused = await call('DELETE', `/push/subscriptions/${device.id}`, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(m.deviceNotFound);
    expect((await call('DELETE', '/push/subscriptions/nope', me.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/push/subscriptions/${device.id}`, me.auth)).statusCode).toBe(
      200,
    );
    expect((await devices(me)).map((item) => item.id)).not.toContain(device.id);
    expect((await call('GET', '/push/subscriptions')).statusCode).toBe(401);
  });

  it('refuses a subscription that is not one, with the catalogue’s words', async () => {
    const me = await signedInAccount(app);
    const good = service.createSubscription({ applicationServerKey: TEST_VAPID_KEYS.publicKey });
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://push.example/1' }, m.endpointInvalid],
      [{ ...good, endpoint: `https://push.example/${'x'.repeat(2000)}` }, m.endpointInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: 'B' + 'A'.repeat(10) } }, m.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: good.keys.auth + 'AAAA' } }, m.authInvalid],
      [{ endpoint: good.endpoint }, m.p256dhInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/push/subscriptions', me.auth, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg)).toContain(
        message,
      );
    }
    expect(await devices(me)).toEqual([]);
  });

  it('pushes a stored inquiry to the seller’s device: encrypted, signed, short, opening the conversation', async () => {
    const seller = await signedInAccount(app);
    const { subscription, device } = await subscribe(seller);
    const conversationId = crypto.randomUUID();
    const arriving = service.nextDelivery(subscription.endpoint);
    const stored = (await inquiry(seller.id, conversationId))!;
    const delivery = await arriving;
    expect(pushPayloadSchema.parse(delivery.payload)).toEqual({
      title: 'New inquiry on Teak dining chairs',
      body: m.categoryHint.inquiries,
      tag: `conversation-${conversationId}`,
      url: `/dashboard/inbox/${conversationId}`,
      notificationId: stored.id,
      category: 'inquiries',
    });
    // No more personal data than needed: the buyer's message stays in the app.
    expect(delivery.text).not.toContain('98xxxxxx');
    expect(delivery.urgency).toBe('high');
    // The settings list shows when the device last received one.
    const pushedAt = await waitFor(
      async () =>
        (await devices(seller)).find((item) => item.id === device.id)?.lastPushedAt ?? undefined,
      'the device marked pushed',
    );
    expect(Date.parse(pushedAt)).toBeGreaterThanOrEqual(Date.parse(device.createdAt));
  });

  it('removes a subscription its push service answers 410', async () => {
    const seller = await signedInAccount(app);
    const { subscription, device } = await subscribe(seller);
    service.answer(subscription.endpoint, { status: 410 });
    await inquiry(seller.id);
    await waitFor(
      async () =>
        (await devices(seller)).some((item) => item.id === device.id) ? undefined : true,
      'the gone subscription removed',
    );
    expect(service.attemptsAt(subscription.endpoint).map((a) => a.status)).toEqual([410]);
  });

  it('sends no push while a tab of the user is open, and does once it is closed', async () => {
    const seller = await signedInAccount(app);
    const { subscription } = await subscribe(seller);
    const socket = await connectedSocket(base, seller.token, sockets);
    await inquiry(seller.id);
    // The job ran and chose not to push (no attempt reached the service).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.attemptsAt(subscription.endpoint)).toEqual([]);

    const closed = disconnected(socket);
    socket.disconnect();
    await closed;
    // The gateway removes the socket as it goes; give its Redis write a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const arriving = service.nextDelivery(subscription.endpoint);
    const stored = (await inquiry(seller.id))!;
    expect((await arriving).payload).toMatchObject({ notificationId: stored.id });
  });

  it('keeps push choices per category and quiet hours; a category off or quiet hours send nothing', async () => {
    const me = await signedInAccount(app);
    const { subscription } = await subscribe(me);
    const before = await call('GET', '/notifications/preferences', me.auth);
    const defaults = before.json<{ data: NotificationPreferences }>().data;
    expect(defaults.push).toMatchObject({ inquiries: true, alerts: true, moderation: false });
    expect(defaults.quietHours).toBeNull();

    const quietHours = { from: '00:00', to: '23:59', timeZone: 'Asia/Kolkata' };
    const saved = await call('PUT', '/notifications/preferences', me.auth, {
      push: { messages: false },
      quietHours,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<{ data: NotificationPreferences }>().data;
    expect(after.push).toMatchObject({ messages: false, inquiries: true });
    // Email kept its defaults: choosing push pinned nothing.
    expect(after.email).toEqual(defaults.email);
    expect(after.quietHours).toEqual(quietHours);

    const refused = await call('PUT', '/notifications/preferences', me.auth, {
      quietHours: { from: '22:00', to: '22:00', timeZone: 'Mars/Olympus' },
    });
    expect(refused.statusCode).toBe(400);
    const reasons = refused.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg);
    expect(reasons).toEqual(expect.arrayContaining([m.timeZoneInvalid]));

    // Quiet (all but the last minute of the day, in Kolkata): nothing is pushed.
    await inquiry(me.id);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(service.attemptsAt(subscription.endpoint)).toEqual([]);

    // Quiet hours off; messages off by push, inquiries on.
    await call('PUT', '/notifications/preferences', me.auth, { quietHours: null });
    await app.get(NotificationsService).notify({
      userId: me.id,
      type: 'message.received',
      title: 'New message',
      data: { conversationId: crypto.randomUUID() },
    });
    const arriving = service.nextDelivery(subscription.endpoint);
    const stored = (await inquiry(me.id))!;
    expect((await arriving).payload).toMatchObject({ notificationId: stored.id });
    expect(service.deliveriesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('erasing an account removes its devices and quiet hours', async () => {
    const me = await signedInAccount(app);
    await subscribe(me);
    await call('PUT', '/notifications/preferences', me.auth, {
      quietHours: { from: '22:00', to: '07:00', timeZone: 'Asia/Kolkata' },
    });
    await app.get(AccountErasureService).erase(me.id, { by: 'an-admin' });
    const left = await rows<{ n: string }>(
      `select (select count(*) from "push_subscription" where "user_id" = ?)
            + (select count(*) from "notification_quiet_hours" where "user_id" = ?) as "n"`,
      [me.id, me.id],
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
