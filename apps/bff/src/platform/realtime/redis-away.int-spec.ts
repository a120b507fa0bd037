import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { messages, realtimeNamespace, serverEvents } from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';
import { startPrivateRedis } from '../../testing/private-redis.js';
import { connectedSocket, disconnected } from '../../testing/realtime-client.js';
import { listen } from '../../testing/test-env.js';

/** A new socket's first answer: ready, or the refusal's message. */
function firstAnswer(base: string, token: string, opened: Socket[]): Promise<string> {
  const socket = io(`${base}${realtimeNamespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once(serverEvents.ready, () => resolve('ready'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

// Found by the chaos suite (npm run chaos, Redis down 10 s): sockets stayed connected to a BFF
// that could not fan out, and never caught up what was pushed through Redis meanwhile.
describe('a BFF whose Redis goes away closes its sockets and refuses new ones until it is back', () => {
  let kit: AccountsKit;
  let base: string;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    kit = await startAccountsApp('realtime_redis_away', { REDIS_URL: redis.url });
    base = await listen(kit.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await kit?.close();
    await redis?.stop();
  });

  it('closes, refuses with 503 text while away, and takes sockets again once Redis is back', async () => {
    const user = await kit.signedInUser();
    const socket = await connectedSocket(base, user.accessToken, sockets);
    const closed = disconnected(socket);

    await redis.stop();
    // The transport is closed (no disconnect packet), so a client retries by itself.
    expect(await closed).toBe('transport close');
    expect(await firstAnswer(base, user.accessToken, sockets)).toBe(
      messages.api.serviceUnavailable,
    );

    await redis.start();
    const deadline = Date.now() + 15_000;
    let answer = '';
    while (answer !== 'ready' && Date.now() < deadline) {
      answer = await firstAnswer(base, user.accessToken, sockets);
      if (answer !== 'ready') await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer).toBe('ready');
  }, 40_000);
});
