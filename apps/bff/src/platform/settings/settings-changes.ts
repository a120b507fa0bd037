import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { settingsChanges, type AnnouncedKey } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { closeRedis, createPatientRedis } from '../redis/redis-clients.js';

/**
 * Tells every BFF process that a setting changed (Redis pub/sub, on the channel libs/contracts
 * `settingsChanges` names; the workers hear the synonyms' edits there too), so each drops its
 * cached copy at once instead of serving it until it expires. `onForget` fires for one key when another
 * process (or this one) announces it, and for every key when the subscription was interrupted
 * (announcements made meanwhile are lost).
 */
@Injectable()
export class SettingsChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SettingsChanges.name);
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly listeners: ((key: AnnouncedKey | undefined) => void)[] = [];

  constructor(
    @Inject(REDIS_PRODUCER) private readonly publisher: Redis,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.channel = settingsChanges.channel(config.REDIS_PREFIX);
    this.subscriber = createPatientRedis(config.REDIS_URL, `${config.REDIS_PREFIX}:bff:settings`);
  }

  onModuleInit(): void {
    let connected = false;
    this.subscriber.on('error', () => undefined); // reconnects on its own; the producer logs outages
    this.subscriber.on('ready', () => {
      // After a drop, changes announced while we were away are gone: forget everything.
      if (connected) this.forget(undefined);
      connected = true;
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      const key = channel === this.channel ? settingsChanges.keyOf(message) : null;
      if (key !== null) this.forget(key);
    });
    // Not awaited: with Redis down the BFF still starts, and subscribes when Redis is back.
    this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not subscribe to setting changes');
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.subscriber);
  }

  /** Calls `listener` with the key to forget, or undefined for "forget everything". */
  onForget(listener: (key: AnnouncedKey | undefined) => void): void {
    this.listeners.push(listener);
  }

  /** Tells every process (this one included) that `key` changed. */
  async announce(key: AnnouncedKey): Promise<void> {
    this.forget(key);
    try {
      await this.publisher.publish(this.channel, settingsChanges.message(key));
    } catch (error) {
      // Others then see the change when their copy expires.
      this.logger.warn({ err: error }, `could not announce the change of ${key}`);
    }
  }

  private forget(key: AnnouncedKey | undefined): void {
    for (const listener of this.listeners) listener(key);
  }
}
