import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { realtimeNamespace, serverEvents } from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTcpProxy, type TcpProxy } from '../../../../../tests/chaos/tcp-proxy.js';
import { testServiceUrls } from '../../../../../tests/integration/services.js';
import { startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';
import { listen } from '../../testing/test-env.js';

/** A new socket's first answer, without retrying: 'ready', or 'refused'. */
function firstAnswer(base: string, token: string, opened: Socket[]): Promise<string> {
  const socket = io(`${base}${realtimeNamespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once(serverEvents.ready, () => resolve('ready'));
    socket.once('connect_error', () => resolve('refused'));
  });
}

/** A browser-like socket that reconnects by itself (Socket.IO's own retries), counting readies. */
function retryingSocket(base: string, token: string, opened: Socket[]) {
  const socket = io(`${base}${realtimeNamespace}`, {
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
    auth: { token },
  });
  opened.push(socket);
  const seen = { readies: 0, closes: [] as string[] };
  socket.on(serverEvents.ready, () => seen.readies++);
  socket.on('disconnect', (reason) => seen.closes.push(reason));
  return seen;
}

async function until(probe: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** New sockets are taken again once Redis answers (a few probes may still be refused). */
async function readyAgain(base: string, token: string, opened: Socket[]): Promise<void> {
  let answer = '';
  await until(async () => (answer = await firstAnswer(base, token, opened)) === 'ready', 20_000);
  expect(answer).toBe('ready');
}

// Found by the chaos suite (docs/operations/chaos.md: Redis down, one BFF cut off from Redis):
// sockets stayed connected to a BFF that could not fan out, and never caught up what other
// processes pushed through Redis meanwhile. The BFF reaches Redis through a proxy here, which
// drops it (a restart) or holds its bytes (a partition, the connection stays open).
describe('a BFF cut off from Redis closes its sockets and refuses new ones until Redis is back', () => {
  let kit: AccountsKit;
  let base: string;
  let proxy: TcpProxy;
  let token: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    proxy = await startTcpProxy([Number(new URL(testServiceUrls().redisUrl).port || 6379)]);
    kit = await startAccountsApp('realtime_redis_away', {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    });
    base = await listen(kit.app);
    token = (await kit.signedInUser()).accessToken;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await kit?.close();
    await proxy?.close();
  });

  it.each([
    [
      'Redis gone (connections dropped and refused)',
      async () => proxy.down(),
      async () => proxy.up(),
    ],
    [
      'a partition (connections held open, no byte passes)',
      () => Promise.resolve(proxy.hold()),
      () => Promise.resolve(proxy.heal()),
    ],
  ])(
    '%s: the socket is closed at the transport, new ones are refused, and both come back after',
    async (_fault, cut, mend) => {
      await readyAgain(base, token, sockets);
      const client = retryingSocket(base, token, sockets);
      await until(() => client.readies === 1, 10_000);

      await cut();
      // Not a namespace's disconnect packet, after which a Socket.IO client would not retry.
      await until(() => client.closes.length > 0, 10_000);
      expect(client.closes[0]).toBe('transport close');
      expect(await firstAnswer(base, token, sockets)).toBe('refused');
      // Its own retries are refused too while Redis is away.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(client.readies).toBe(1);

      await mend();
      await readyAgain(base, token, sockets);
      // The retrying client is back by itself, without a new socket.
      await until(() => client.readies === 2, 15_000);
    },
    60_000,
  );
});
