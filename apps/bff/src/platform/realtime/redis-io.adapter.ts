import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { socketIoRedisKey } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { BffConfig } from '../config/bff-config.js';
import { closeRedis, createPatientRedis } from '../redis/redis-clients.js';
import { guardFanOut } from './fan-out-guard.js';

/**
 * Socket.IO on the HTTP server, with the Redis adapter so that a room (`user:<id>`) spans every BFF
 * process and the worker's emitter. CORS follows CORS_ORIGINS, like the REST API.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];
  private readonly guards: (() => void)[] = [];

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
    // A publish whose answer a dropped connection lost is not sent again: it may have gone out.
    const pub = createPatientRedis(
      this.config.REDIS_URL,
      `${this.config.REDIS_PREFIX}:bff:io-pub`,
      {
        resendUnanswered: false,
      },
    );
    const sub = createPatientRedis(this.config.REDIS_URL, `${this.config.REDIS_PREFIX}:bff:io-sub`);
    // Errors are reconnect noise here; the producer client already logs Redis outages.
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    swallowFailedPublishes(pub);
    this.clients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(this.config.REDIS_PREFIX) }));
    // Sockets only while this process can fan out through Redis (fan-out-guard.ts).
    this.guards.push(guardFanOut(server, [pub, sub]));
    return server;
  }

  override async dispose(): Promise<void> {
    for (const stop of this.guards.splice(0)) stop();
    await super.dispose();
    await Promise.all(this.clients.splice(0).map((client) => closeRedis(client)));
  }
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
