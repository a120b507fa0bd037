import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { closeRedis, createFailFastRedis } from './redis-clients.js';

/** The fail-fast Redis client shared by queue producers and the health check. */
export const REDIS_PRODUCER = Symbol('REDIS_PRODUCER');

const logger = new Logger('Redis');

@Global()
@Module({
  providers: [
    {
      provide: REDIS_PRODUCER,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig): Redis => {
        const client = createFailFastRedis(config.REDIS_URL, `${config.REDIS_PREFIX}:bff:producer`);
        // Without a listener ioredis prints every reconnect failure; log state changes once instead.
        let down = false;
        client.on('error', (error: Error) => {
          if (!down) logger.warn(`Redis unreachable: ${error.message}`);
          down = true;
        });
        client.on('ready', () => {
          if (down) logger.log('Redis reachable again');
          down = false;
        });
        return client;
      },
    },
  ],
  exports: [REDIS_PRODUCER],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_PRODUCER) private readonly producer: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.producer);
  }
}
