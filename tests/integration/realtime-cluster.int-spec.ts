import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  notificationsAnswerSchema,
  realtimeNamespace,
  serverEvents,
  type RealtimeNotification,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { createApp } from '../../apps/bff/src/app.js';
import type { BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { StartupTasks } from '../../apps/bff/src/platform/database/startup-tasks.js';
import { SettingsService } from '../../apps/bff/src/platform/settings/settings.service.js';
import { startPrivateRedis } from '../../apps/bff/src/testing/private-redis.js';
import { signedInAccount } from '../../apps/bff/src/testing/signed-in-account.js';
import { testBffEnv } from '../../apps/bff/src/testing/test-env.js';
import { buildBff } from '../../scripts/system/built-bff.js';
import { startBffProcess, type BffProcess } from '../../scripts/system/bff-process.ts';

type Account = Awaited<ReturnType<typeof signedInAccount>>;

/**
 * Several BFF processes (docs/product/live-marketplace.md, "Several BFF processes"): two real BFF
 * child processes on one database and one Redis prefix (a private redis-server, so that it can be
 * stopped). A push caused on one reaches a socket on the other; a killed BFF's client reconnects
 * to the survivor and catches up from the store; a Redis outage loses nothing stored (the BFF
 * closes its sockets while it cannot fan out, and takes them again after).
 */
describe('realtime across BFF processes (real processes, a private Redis)', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let config: BffConfig;
  let cleanup: (() => Promise<void>) | undefined;
  // In-process only to make accounts (straight in the database) and set the moderation policy.
  let fixtures: NestFastifyApplication | undefined;
  let a: BffProcess | undefined;
  let b: BffProcess | undefined;
  let socket: Socket | undefined;
  let buyer: Account;
  let trader: Account;
  const requirements: string[] = [];
  /** Everything the buyer's socket received live, in order (ids of notifications). */
  const live: string[] = [];
  /** What the client holds: ids received live or caught up, each once. */
  const held = new Set<string>();
  /** The BFF addresses the client knows; a test holds one back to choose when it reconnects. */
  let urls: string[] = [];

  beforeAll(async () => {
    buildBff();
    redis = await startPrivateRedis();
    // Production refuses the tests' published secrets: fresh ones, shared by every process here.
    const secret = () => randomBytes(32).toString('base64url');
    const env = await testBffEnv('cluster', {
      REDIS_URL: redis.url,
      JWT_SECRET: secret(),
      COOKIE_SECRET: secret(),
      SUBSCRIPTION_LINK_SECRET: secret(),
      OPERATOR_TOKEN: secret(),
    });
    config = env.config;
    cleanup = env.cleanup;
    fixtures = await createApp(config);
    await fixtures.get(StartupTasks).migrateAndSeed();
    await fixtures.get(SettingsService).set('moderation.policy', 'off');
    const processEnv = {
      NODE_ENV: 'production',
      // No payments here: the development provider, which production refuses unless told.
      ALLOW_DEVELOPMENT_PROVIDERS: 'true',
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      JWT_SECRET: config.JWT_SECRET,
      JWT_ISSUER: config.JWT_ISSUER,
      JWT_AUDIENCE: config.JWT_AUDIENCE,
      COOKIE_SECRET: config.COOKIE_SECRET,
      SUBSCRIPTION_LINK_SECRET: config.SUBSCRIPTION_LINK_SECRET,
      OPERATOR_TOKEN: config.OPERATOR_TOKEN ?? '',
      PUBLIC_URL: 'https://matchbazaar.example',
      SITE_MODE: 'live',
      DEMO_CATALOGUE: 'false',
    };
    // One after the other: each migrates on start (already done, so a no-op).
    a = await startBffProcess(processEnv);
    b = await startBffProcess(processEnv);

    buyer = await signedInAccount(fixtures);
    trader = await signedInAccount(fixtures, { role: 'trader' });
    await expectStatus(
      call(a.url, 'PUT', '/shops/mine', trader, {
        name: 'Spice House',
        place: { city: 'Pune', country: 'IN' },
      }),
      200,
    );
    // One requirement per proposal: a seller has one active proposal per requirement.
    for (let i = 0; i < 8; i++) {
      const res = await expectStatus(
        call(a.url, 'POST', '/requirements', buyer, requirementBody(i)),
        201,
      );
      requirements.push((res.data as { requirement: { id: string } }).requirement.id);
    }
  }, 180_000);

  afterAll(async () => {
    socket?.disconnect();
    await a?.kill('SIGTERM');
    await b?.kill('SIGTERM');
    await fixtures?.close();
    await cleanup?.();
    await redis?.stop();
  }, 60_000);

  /** A proposal on the buyer's next requirement, sent to `base`: the buyer is notified. */
  let proposals = 0;
  const propose = (base: string) =>
    expectStatus(
      call(base, 'POST', `/requirements/${requirements[proposals++]}/proposals`, trader, {
        unitPriceMinor: 1_250,
        currency: 'INR',
        quantity: 500,
        deliveryDays: 7,
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        message: 'We can deliver in 25 kg bags within a week.',
      }),
      201,
    );

  /** The buyer's stored notifications after an id (a client's catch-up), or all; oldest first. */
  async function stored(after?: string): Promise<RealtimeNotification[]> {
    const query = after ? `after=${after}` : 'limit=100';
    const res = await expectStatus(call(a!.url, 'GET', `/notifications?${query}`, buyer), 200);
    const { items } = notificationsAnswerSchema.parse(res).data;
    return after ? items : items.reverse();
  }

  const receivedLive = (count: number) => waitFor(() => live.length >= count, 15_000);

  it('a socket on B receives the notification a request on A caused', async () => {
    // The client follows a list of BFF addresses: on losing one it tries the next.
    let at = 0;
    urls = [b!.url, a!.url];
    socket = io(`${urls[0]}${realtimeNamespace}`, {
      transports: ['websocket'],
      auth: { token: buyer.token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    });
    socket.io.on('reconnect_attempt', () => {
      at = (at + 1) % urls.length;
      // The manager reconnects to its `uri`: a client that knows several BFFs points it at the next.
      (socket!.io as unknown as { uri: string }).uri = `${urls[at]}${realtimeNamespace}`;
    });
    socket.on(serverEvents.notification, (n: RealtimeNotification) => {
      live.push(n.id);
      held.add(n.id);
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once(serverEvents.ready, () => resolve());
      socket!.once('connect_error', reject);
    });

    await propose(a!.url);
    await receivedLive(1);
    expect(live).toEqual((await stored()).map((n) => n.id));
  });

  it('B killed: the client reconnects to A and catches up on every notification stored meanwhile', async () => {
    const lastSeen = live.at(-1)!;
    const reconnected = new Promise<void>((resolve) =>
      socket!.once(serverEvents.ready, () => resolve()),
    );
    const gone = new Promise<void>((resolve) => socket!.once('disconnect', () => resolve()));
    // A is held back until the two notifications below are stored: they reach the client only
    // through its catch-up, as they would if it had been away longer.
    urls = [b!.url];
    await b!.kill('SIGKILL');
    await gone;
    await propose(a!.url);
    await propose(a!.url);
    urls = [b!.url, a!.url];
    await reconnected;
    expect((socket!.io as unknown as { uri: string }).uri).toContain(a!.url);

    const caughtUp = await stored(lastSeen);
    const ids = holding(held, caughtUp);
    const all = (await stored()).map((n) => n.id);
    expect(all).toHaveLength(3);
    expect(caughtUp.map((n) => n.id)).toEqual(all.slice(1));
    expect(live.filter((id) => all.slice(1).includes(id))).toEqual([]);
    expect(ids).toEqual(all);
    // A push after the reconnection arrives live, once.
    await propose(a!.url);
    const now = (await stored()).map((n) => n.id);
    await waitFor(() => live.includes(now.at(-1)!), 15_000);
    expect(new Set(live).size).toBe(live.length);
  });

  it('Redis stopped: requests still store their notifications; restarted, pushes resume and catch-up returns everything', async () => {
    const before = (await stored()).map((n) => n.id);
    const lastSeen = before.at(-1)!;
    const closed = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
    await redis.stop();
    // A BFF without Redis cannot fan out: it closes its sockets at the transport, so the client
    // retries by itself (docs/operations/chaos.md); it is taken again once Redis is back.
    expect(await closed).toBe('transport close');
    let back = false;
    socket!.once(serverEvents.ready, () => (back = true));
    // Storage is the truth: the request succeeds and the notification is stored while Redis is away.
    const started = Date.now();
    await propose(a!.url);
    await propose(a!.url);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await stored(lastSeen)).toHaveLength(2);

    await redis.start();
    // The adapter resubscribes on its own; a push sent once it has is delivered live.
    await waitFor(async () => {
      const health = await fetch(`${a!.url}/api/health`).catch(() => null);
      return health?.ok === true;
    }, 20_000);
    // What was pushed before it was back, it catches up from the store (below); the next push is live.
    await waitFor(() => back, 20_000);
    await propose(a!.url);
    const all = (await stored()).map((n) => n.id);
    await waitFor(() => live.includes(all.at(-1)!), 20_000);

    const caughtUp = await stored(lastSeen);
    expect(caughtUp.map((n) => n.id)).toEqual(all.slice(before.length));
    expect(holding(held, caughtUp)).toEqual(all);
    expect(new Set(live).size).toBe(live.length);
  });
});

/** Adds a catch-up to what the client holds (each id once); all it holds, in order. */
function holding(held: Set<string>, caughtUp: RealtimeNotification[]): string[] {
  for (const n of caughtUp) held.add(n.id);
  return [...held].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : BigInt(x) > BigInt(y) ? 1 : 0));
}

const requirementBody = (i: number) => ({
  title: `Need 500 kg of turmeric powder, lot ${i + 1}`,
  description: 'Looking for a supplier of turmeric powder, high curcumin, packed in 25 kg bags.',
  category: 'fresh-vegetables',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
  urgency: 'medium',
  place: { city: 'Mumbai', country: 'IN' },
  intent: 'publish',
});

async function call(
  base: string,
  method: string,
  path: string,
  who: Account,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...who.auth,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

async function expectStatus(
  pending: Promise<{ status: number; json: unknown }>,
  status: number,
): Promise<{ data: unknown }> {
  const res = await pending;
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.json)}`);
  }
  return res.json as { data: unknown };
}

async function waitFor(probe: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
