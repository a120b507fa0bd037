import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';

/** What a listener hears: each notice's payload, and when notices may have been missed. */
export interface ChangeListener {
  notice(payload: string): void;
  /** The connection dropped (or came back): notices sent meanwhile are lost. */
  gap(): void;
}

const retryMs = { first: 250, max: 5_000 };

/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of this process's own: triggers announce a change
 * when it commits, whichever process or statement made it, and every BFF process hears it. A
 * process whose connection is down is not `live`, and what it keeps from the database must not be
 * trusted until it is again (docs/decisions/0036-account-cache.md).
 */
@Injectable()
export class ChangeNotices implements OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotices.name);
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry = retryMs.first;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  #live = false;

  constructor(@Inject(BFF_CONFIG) private readonly config: Pick<BffConfig, 'DATABASE_URL'>) {}

  /** Whether every notice since the last gap has been heard. */
  get live(): boolean {
    return this.#live;
  }

  /** Listens on `channel`; connects on first use. */
  listen(channel: string, listener: ChangeListener): void {
    const known = this.listeners.get(channel);
    if (known) return void known.add(listener);
    this.listeners.set(channel, new Set([listener]));
    if (this.client && this.#live) {
      // A channel added while connected: not live on it until LISTEN has run.
      this.dropped();
      return;
    }
    this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    this.#live = false;
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.stopped || this.connecting || this.client) return;
    this.connecting = this.open().finally(() => (this.connecting = undefined));
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'bff-change-notices',
      keepAlive: true,
    });
    client.on('error', (error) => {
      this.logger.warn(`change notices connection failed: ${error.message}`);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.notice(payload ?? '');
    });
    try {
      await client.connect();
      // Until every channel is listened to, those added meanwhile included.
      const listened = new Set<string>();
      for (let left = [...this.listeners.keys()]; left.length > 0;) {
        for (const channel of left) {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
          listened.add(channel);
        }
        left = [...this.listeners.keys()].filter((channel) => !listened.has(channel));
      }
    } catch (error) {
      this.logger.warn(`change notices not heard yet: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
      this.schedule();
      return;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.retry = retryMs.first;
    this.#live = true;
    // Whatever was kept before this connection may have missed notices.
    this.gap();
  }

  /** The connection is gone (or a channel is not listened yet): not live, reconnect. */
  private dropped(client = this.client): void {
    if (client !== this.client && client !== undefined) return;
    const wasLive = this.#live;
    this.#live = false;
    this.client = undefined;
    if (wasLive) this.gap();
    void client?.end().catch(() => undefined);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, this.retry);
    this.timer.unref();
    this.retry = Math.min(this.retry * 2, retryMs.max);
  }

  private gap(): void {
    for (const listeners of this.listeners.values()) for (const l of listeners) l.gap();
  }
}
