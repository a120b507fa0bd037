import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { messages, realtimeNamespace, socketIoRedisKey } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { BffConfig } from '../config/bff-config.js';
import { closeRedis, createPatientRedis } from '../redis/redis-clients.js';

/**
 * Socket.IO on the HTTP server, with the Redis adapter so that a room (`user:<id>`) spans every BFF
 * process and the worker's emitter. CORS follows CORS_ORIGINS, like the REST API.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<BffConfig, 'REDIS_URL' | 'REDIS_PREFIX' | 'CORS_ORIGINS'>,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      cors: { origin: this.config.CORS_ORIGINS, credentials: true },
    } as ServerOptions);
    const pub = createPatientRedis(this.config.REDIS_URL, `${this.config.REDIS_PREFIX}:bff:io-pub`);
    const sub = createPatientRedis(this.config.REDIS_URL, `${this.config.REDIS_PREFIX}:bff:io-sub`);
    // Errors are reconnect noise here; the producer client already logs Redis outages.
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    swallowFailedPublishes(pub);
    this.clients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(this.config.REDIS_PREFIX) }));
    closeSocketsWhileRedisIsAway(server, [pub, sub]);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.clients.splice(0).map((client) => closeRedis(client)));
  }
}

/**
 * Without Redis a push reaches only this BFF's own sockets, and Redis' pub/sub keeps nothing for a
 * subscriber that was away: a socket that stayed connected would never learn what it missed (a
 * client catches up from the store only when it connects). So the moment either of the adapter's
 * clients loses Redis, this BFF closes its sockets on /realtime and refuses new ones until both
 * are ready again; the clients keep reconnecting and, once in, catch up after the last seq they
 * hold. Found by the chaos suite (Redis down 10 s): 137 of 271 messages never reached a client.
 */
function closeSocketsWhileRedisIsAway(server: Server, clients: Redis[]): void {
  const namespace = server.of(realtimeNamespace);
  const up = () => clients.every((client) => client.status === 'ready');
  namespace.use((_socket, next) => {
    if (up()) return next();
    const refusal = new Error(messages.api.serviceUnavailable) as Error & { data: unknown };
    refusal.data = { success: false, message: messages.api.serviceUnavailable, errors: [] };
    next(refusal);
  });
  // The transport is closed, without a disconnect packet (after which a Socket.IO client would not
  // retry by itself): clients reconnect as after a network drop.
  const closeAll = () => {
    for (const socket of namespace.sockets.values()) socket.conn.close();
  };
  for (const client of clients) client.on('close', closeAll);
}

/**
 * The adapter publishes without handling the answer. While Redis is away the client queues the
 * publish and, after its retries (about 30 s), rejects it: unhandled, that rejection would end the
 * process. A push that fails is only a late one (the client catches up from the store), so the
 * rejection is dropped here.
 */
function swallowFailedPublishes(client: Redis): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  Object.assign(client, {
    publish: (...args: unknown[]) => publish(...args).catch(() => 0),
  });
}
