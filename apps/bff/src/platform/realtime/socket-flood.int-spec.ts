import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  clientEvents,
  realtimeNamespace,
  serverEvents,
  socketLimits,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { createApp } from '../../app.js';
import { ConversationsService } from '../../marketplace/conversations/conversations.service.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { listen, testBffEnv } from '../../testing/test-env.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One signed-in socket floods the BFF with client events (docs/product/live-marketplace.md,
 * "Limits on sockets"): 5,000 typing signals for random conversation ids in one polling POST once
 * cost ~4,700 PostgreSQL transactions and pushed /api/health past a second.
 */
describe('a socket flooding client events (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let base: string;
  let cleanup: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = await testBffEnv('socket_flood');
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
    base = await listen(app);
  });

  afterAll(async () => {
    // A socket the server cut off leaves its manager's connection open: close that too.
    for (const socket of sockets) {
      socket.disconnect();
      socket.io.engine?.close();
    }
    await app?.close();
    await cleanup?.();
  });

  /** Transactions committed in the test's database so far (flushed by idle backends within 1 s). */
  const commits = async () => {
    const [row] = await app
      .get(EntityManager)
      .fork()
      .execute<{ n: string }[]>(
        `select xact_commit as n from pg_stat_database where datname = current_database()`,
      );
    return Number(row!.n);
  };

  /** The slowest of a few health checks. */
  const slowestHealth = async (times: number) => {
    let slowest = 0;
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      slowest = Math.max(slowest, performance.now() - started);
    }
    return slowest;
  };

  /** A socket on long polling: what the client emits while a POST is in flight goes in one. */
  async function pollingSocket(token: string): Promise<Socket> {
    const socket = io(`${base}${realtimeNamespace}`, {
      transports: ['polling'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once(serverEvents.ready, () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('5,000 typing signals for random ids: bounded database work, health stays quick, the socket is cut off', async () => {
    const flooder = await signedInAccount(app);
    const socket = await pollingSocket(flooder.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await pause(1_500);
    const before = await commits();
    const burst = 5_000;
    for (let i = 0; i < burst; i++) {
      socket.emit(clientEvents.conversationTyping, { conversationId: randomUUID() });
    }
    const health = await slowestHealth(5);
    let timer: NodeJS.Timeout | undefined;
    const reason = await Promise.race([
      closed,
      new Promise<string>((resolve) => (timer = setTimeout(resolve, 5_000, 'still connected'))),
    ]);
    clearTimeout(timer);
    await pause(1_500);
    const used = (await commits()) - before;
    process.stdout.write(
      `socket flood: ${burst} typing events -> ${used} PostgreSQL commits, slowest /api/health ${health.toFixed(0)} ms, socket: ${reason}\n`,
    );
    expect(used).toBeLessThan(60);
    // The process keeps answering: the client encoding the burst runs in this same process, so
    // the bound is loose (a loaded full run measured 523 ms); 5,000 lookups held it for seconds.
    expect(health).toBeLessThan(2_000);
    // Cut off by the server (a client-side close would say 'io client disconnect').
    expect(reason).toBe('io server disconnect');
  });

  it('limits every client event, named or not, and looks up at most a few unknown ids', async () => {
    const lookups = jest.spyOn(app.get(ConversationsService), 'typingTarget');
    const account = await signedInAccount(app);
    const socket = await pollingSocket(account.token);
    // Within the burst: each new id would cost a lookup, but only the lookup bucket's worth do.
    for (let i = 0; i < socketLimits.burst; i++) {
      socket.emit(clientEvents.conversationTyping, { conversationId: randomUUID() });
    }
    await pause(500);
    expect(lookups).toHaveBeenCalledTimes(socketLimits.lookupBurst);
    expect(socket.connected).toBe(true);
    lookups.mockRestore();

    // An event no handler takes still counts: past the limit the socket is cut off.
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < socketLimits.burst + socketLimits.dropsBeforeDisconnect; i++) {
      socket.emit('no.such.event', { i });
    }
    expect(await closed).toBe('io server disconnect');
  });
});
