import { Emitter } from '@socket.io/redis-emitter';
import {
  realtimeNamespace,
  socketIoRedisKey,
  userRoom,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import { Redis } from 'ioredis';

/** Pushes an event to every socket of one user, on whichever BFF instance holds it. */
export interface RealtimePublisher {
  toUser<E extends keyof ServerToClientEvents>(
    userId: string | number,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  close(): Promise<void>;
}

/**
 * Publishes through Redis to the BFF's @socket.io/redis-adapter (same key, same namespace), so the
 * worker needs no socket server of its own. Owns the Redis client it is given.
 */
export class SocketIoRealtimePublisher implements RealtimePublisher {
  readonly #emitter: Emitter<ServerToClientEvents>;

  constructor(
    private readonly redis: Redis,
    redisPrefix: string,
  ) {
    this.#emitter = new Emitter<ServerToClientEvents>(redis, {
      key: socketIoRedisKey(redisPrefix),
    }).of(realtimeNamespace);
  }

  static fromUrl(redisUrl: string, redisPrefix: string): SocketIoRealtimePublisher {
    return new SocketIoRealtimePublisher(
      new Redis(redisUrl, { connectionName: 'worker-realtime' }),
      redisPrefix,
    );
  }

  toUser<E extends keyof ServerToClientEvents>(
    userId: string | number,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.#emitter.to(userRoom(userId)).emit(event, ...payload);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit();
  }
}
