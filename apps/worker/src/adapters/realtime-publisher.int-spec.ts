import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  realtimeNamespace,
  serverEvents,
  socketIoRedisKey,
  userRoom,
  type RealtimeNotification,
} from '@matchbazaar/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { testRedisPrefix, testServiceUrls } from '../../../../tests/integration/services.js';
import { SocketIoRealtimePublisher } from './realtime-publisher.js';

const { redisUrl } = testServiceUrls();
const prefix = testRedisPrefix('worker-realtime');

/**
 * Stands in for the BFF gateway: a Socket.IO server on the Redis adapter with the same key, one
 * room per user (the test trusts the handshake's userId; the real gateway checks a JWT).
 */
describe('SocketIoRealtimePublisher (real Redis, real Socket.IO)', () => {
  let http: HttpServer;
  let io: Server;
  let pub: Redis;
  let sub: Redis;
  let publisher: SocketIoRealtimePublisher;
  const clients: Socket[] = [];

  async function client(userId: string): Promise<Socket> {
    const { port } = http.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}${realtimeNamespace}`, {
      auth: { userId },
      transports: ['websocket'],
      reconnection: false,
    });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once(serverEvents.ready, () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  beforeAll(async () => {
    pub = new Redis(redisUrl);
    sub = pub.duplicate();
    http = createServer();
    io = new Server(http, { adapter: createAdapter(pub, sub, { key: socketIoRedisKey(prefix) }) });
    io.of(realtimeNamespace).on('connection', (socket) => {
      const userId = String((socket.handshake.auth as { userId?: unknown }).userId);
      void socket.join(userRoom(userId));
      socket.emit(serverEvents.ready, { userId, rooms: [userRoom(userId)] });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    publisher = SocketIoRealtimePublisher.fromUrl(redisUrl, prefix);
  });

  afterAll(async () => {
    for (const socket of clients) socket.disconnect();
    await publisher.close();
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });

  it("pushes to user:42's sockets and nobody else's", async () => {
    const user42 = await client('42');
    const user43 = await client('43');
    const seenBy43: unknown[] = [];
    user43.on(serverEvents.notification, (n) => seenBy43.push(n));

    const notification: RealtimeNotification = {
      id: '1',
      type: 'match.found',
      title: 'A seller matches your request',
      body: null,
      link: null,
      data: {},
      createdAt: '2026-11-21T10:00:00.000Z',
      seenAt: null,
      readAt: null,
    };
    const received = new Promise<unknown>((resolve) =>
      user42.once(serverEvents.notification, resolve),
    );
    // The adapter subscribes asynchronously; publish until it is listening.
    const timer = setInterval(
      () => publisher.toUser(42, serverEvents.notification, notification),
      100,
    );
    publisher.toUser(42, serverEvents.notification, notification);
    try {
      await expect(received).resolves.toEqual(notification);
    } finally {
      clearInterval(timer);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(seenBy43).toEqual([]);
  });
});
