import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPrivateKey, sign } from 'node:crypto';
import https from 'node:https';
import webpush, { type RequestOptions, type WebPushError } from 'web-push';
import { startPushService, subscriptionIdOf, type LoopbackPushService } from './push-service.ts';

// The loopback push service against the real sender: web-push 3.6.7, as the worker uses it.
describe('loopback push service', () => {
  let service: LoopbackPushService;
  const server = webpush.generateVAPIDKeys();
  const vapidDetails = { subject: 'mailto:push@matchbazaar.test', ...server };
  const send = (
    subscription: webpush.PushSubscription,
    payload: string | null,
    options: RequestOptions = {},
  ) =>
    webpush.sendNotification(subscription, payload, {
      vapidDetails,
      agent: service.agent,
      ...options,
    });

  /** A push written by hand: web-push's encryption and VAPID header, with the test's changes. */
  const post = (
    endpoint: string,
    headers: Record<string, string>,
    body: Buffer = Buffer.alloc(0),
    ttl: string | null = '60',
  ) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const request = https.request(
        endpoint,
        { method: 'POST', agent: service.agent, headers: { ...(ttl && { TTL: ttl }), ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const vapidHeader = (audience: string, expires?: number, keys = server) =>
    webpush.getVapidHeaders(
      audience,
      vapidDetails.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expires,
    ).Authorization;
  /** A VAPID header with claims web-push refuses to write (too far ahead, no sub). */
  const handSignedVapid = (claims: Record<string, unknown>) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
    const d = server.privateKey;
    const point = Buffer.from(server.publicKey, 'base64url');
    const key = createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        d,
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' });
    return `vapid t=${signed}.${signature.toString('base64url')}, k=${server.publicKey}`;
  };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  it("mints subscriptions shaped as a browser's PushSubscription.toJSON()", () => {
    const subscription = service.createSubscription();
    expect(subscription.endpoint).toMatch(
      new RegExp(`^${service.origin.replace(/\./g, '\\.')}/push/[0-9a-f-]{36}$`),
    );
    expect(subscription.expirationTime).toBeNull();
    const p256dh = Buffer.from(subscription.keys.p256dh, 'base64url');
    expect(p256dh).toHaveLength(65);
    expect(p256dh[0]).toBe(0x04);
    expect(subscription.keys.p256dh).not.toMatch(/[=+/]/);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it("decrypts web-push's aes128gcm payload with the subscription's keys and records it", async () => {
    const subscription = service.createSubscription({ applicationServerKey: server.publicKey });
    const message = { title: 'New inquiry', url: '/dashboard/inbox/1', tag: 'conversation-1' };
    const sentAt = performance.timeOrigin + performance.now();
    const answer = await send(subscription, JSON.stringify(message), {
      TTL: 3600,
      urgency: 'high',
      topic: 'conversation-1',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.location).toMatch(`${service.origin}/message/`);
    const delivery = await service.nextDelivery(subscription.endpoint);
    expect(delivery).toMatchObject({
      subscriptionId: subscriptionIdOf(subscription.endpoint),
      payload: message,
      ttl: 3600,
      urgency: 'high',
      topic: 'conversation-1',
      vapid: {
        publicKey: server.publicKey,
        subject: vapidDetails.subject,
        audience: service.origin,
      },
    });
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.arrivedAt).toBeGreaterThanOrEqual(sentAt);
    expect(delivery.arrivedAt).toBeLessThanOrEqual(performance.timeOrigin + performance.now());
  });

  it('takes a push without a payload, and a payload near the 4096-byte limit', async () => {
    const subscription = service.createSubscription();
    await send(subscription, null);
    expect((await service.nextDelivery(subscription.endpoint)).text).toBe('');
    const long = 'x'.repeat(3993); // 86 header + 3993 + delimiter + 16 tag = 4096
    await send(subscription, long);
    expect((await service.nextDelivery(subscription.endpoint)).text).toBe(long);
    await expect(send(subscription, `${long}x`)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('hands deliveries out in order to waiters that came first or late', async () => {
    const subscription = service.createSubscription();
    const first = service.nextDelivery(subscription.endpoint);
    await send(subscription, '1');
    await send(subscription, '2');
    expect((await first).text).toBe('1');
    expect((await service.nextDelivery(subscription.endpoint)).text).toBe('2');
    await expect(service.nextDelivery(subscription.endpoint, 50)).rejects.toThrow(
      /no push to .* within 50 ms; attempts: 201, 201/,
    );
  });

  it('trusts itself for senders in this process without an agent when asked', async () => {
    const subscription = service.createSubscription();
    service.trustInThisProcess();
    await webpush.sendNotification(subscription, 'no agent', { vapidDetails });
    expect((await service.nextDelivery(subscription.endpoint)).text).toBe('no agent');
  });

  describe('VAPID (RFC 8292)', () => {
    it('answers 401 to a push with no vapid Authorization', async () => {
      const subscription = service.createSubscription();
      const answer = await post(subscription.endpoint, {});
      expect(answer.status).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('vapid');
      expect(service.deliveriesTo(subscription.endpoint)).toHaveLength(0);
    });

    it("answers 403 to a key that is not the subscription's applicationServerKey", async () => {
      const subscription = service.createSubscription({ applicationServerKey: server.publicKey });
      const other = webpush.generateVAPIDKeys();
      await expect(
        send(subscription, 'x', { vapidDetails: { ...vapidDetails, ...other } }),
      ).rejects.toMatchObject({
        statusCode: 403,
        body: expect.stringContaining('applicationServerKey'),
      });
    });

    it('answers 403 to a JWT signed by another key than k', async () => {
      const subscription = service.createSubscription();
      const other = webpush.generateVAPIDKeys();
      const forged = vapidHeader(service.origin, undefined, other).replace(
        /k=.*$/,
        `k=${server.publicKey}`,
      );
      const answer = await post(subscription.endpoint, { Authorization: forged });
      expect(answer.status).toBe(403);
    });

    it('answers 403 to an expired JWT, one for another origin, one over 24 h and one without sub', async () => {
      const subscription = service.createSubscription();
      const expired = vapidHeader(service.origin, nowSeconds() - 10);
      const elsewhere = vapidHeader('https://push.example.com');
      const tooLong = handSignedVapid({
        aud: service.origin,
        exp: nowSeconds() + 25 * 3600,
        sub: vapidDetails.subject,
      });
      const noSubject = handSignedVapid({ aud: service.origin, exp: nowSeconds() + 3600 });
      for (const Authorization of [expired, elsewhere, tooLong, noSubject]) {
        expect((await post(subscription.endpoint, { Authorization })).status).toBe(403);
      }
      const fine = handSignedVapid({
        aud: service.origin,
        exp: nowSeconds() + 3600,
        sub: vapidDetails.subject,
      });
      expect((await post(subscription.endpoint, { Authorization: fine })).status).toBe(201);
      expect(service.attemptsAt(subscription.endpoint).map((a) => a.status)).toEqual([
        403, 403, 403, 403, 201,
      ]);
    });
  });

  describe('payload (RFC 8291, RFC 8188)', () => {
    const encrypted = (subscription: webpush.PushSubscription, text: string) =>
      webpush.encrypt(subscription.keys.p256dh, subscription.keys.auth, text, 'aes128gcm')
        .cipherText;

    it('answers 400 to a payload changed on the way or encrypted for another subscription', async () => {
      const subscription = service.createSubscription();
      const Authorization = vapidHeader(service.origin);
      const headers = { Authorization, 'Content-Encoding': 'aes128gcm' };
      const changed = encrypted(subscription, 'hello');
      changed[changed.length - 20]! ^= 1;
      expect((await post(subscription.endpoint, headers, changed)).status).toBe(400);
      const forOther = encrypted(service.createSubscription(), 'hello');
      expect((await post(subscription.endpoint, headers, forOther)).status).toBe(400);
      expect(
        (await post(subscription.endpoint, headers, encrypted(subscription, 'hello'))).status,
      ).toBe(201);
      expect(service.attemptsAt(subscription.endpoint).map((a) => a.reason)).toEqual([
        expect.stringMatching(/does not decrypt/),
        expect.stringMatching(/does not decrypt/),
        undefined,
      ]);
    });

    it('answers 415 to another content coding and 400 to a missing TTL', async () => {
      const subscription = service.createSubscription();
      const Authorization = vapidHeader(service.origin);
      const body = encrypted(subscription, 'hello');
      const aesgcm = await post(
        subscription.endpoint,
        { Authorization, 'Content-Encoding': 'aesgcm' },
        body,
      );
      expect(aesgcm.status).toBe(415);
      const headers = { Authorization, 'Content-Encoding': 'aes128gcm' };
      expect((await post(subscription.endpoint, headers, body, null)).status).toBe(400);
      expect((await post(subscription.endpoint, headers, body, 'soon')).status).toBe(400);
      expect((await post(subscription.endpoint, headers, body, '0')).status).toBe(201);
    });
  });

  describe('answers set by a test', () => {
    it('answers 410 for a gone subscription, every time, and delivers nothing', async () => {
      const subscription = service.createSubscription();
      service.answer(subscription.endpoint, { status: 410 });
      for (let i = 0; i < 2; i++) {
        const error = (await send(subscription, 'x').catch((e: unknown) => e)) as WebPushError;
        expect(error.statusCode).toBe(410);
      }
      expect(service.deliveriesTo(subscription.endpoint)).toHaveLength(0);
      expect(service.attemptsAt(subscription.endpoint).map((a) => a.status)).toEqual([410, 410]);
    });

    it('answers 404 to an endpoint it never made', async () => {
      const subscription = service.createSubscription();
      const unknown = { ...subscription, endpoint: `${service.origin}/push/not-a-subscription` };
      await expect(send(unknown, 'x')).rejects.toMatchObject({ statusCode: 404 });
      service.answer(subscription.endpoint, { status: 404 });
      await expect(send(subscription, 'x')).rejects.toMatchObject({ statusCode: 404 });
    });

    it('answers 429 with Retry-After the given number of times, then delivers', async () => {
      const subscription = service.createSubscription();
      service.answer(subscription.endpoint, { status: 429, retryAfterSeconds: 5, times: 2 });
      for (let i = 0; i < 2; i++) {
        await expect(send(subscription, 'x')).rejects.toMatchObject({
          statusCode: 429,
          headers: expect.objectContaining({ 'retry-after': '5' }),
        });
      }
      await send(subscription, 'third time');
      expect((await service.nextDelivery(subscription.endpoint)).text).toBe('third time');
    });

    it('answers 500 until told to deliver normally', async () => {
      const subscription = service.createSubscription();
      service.answer(subscription.endpoint, { status: 500 });
      await expect(send(subscription, 'x')).rejects.toMatchObject({ statusCode: 500 });
      service.deliverNormally(subscription.endpoint);
      await send(subscription, 'y');
      expect((await service.nextDelivery(subscription.endpoint)).text).toBe('y');
    });
  });
});
