import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { testServiceUrls } from '../../../../../tests/integration/services.js';
import { closeRedis, createFailFastRedis, createPatientRedis } from './redis-clients.js';

describe('closeRedis (real Redis)', () => {
  const { redisUrl } = testServiceUrls();
  const clients: Redis[] = [];
  const track = (client: Redis) => (clients.push(client), client);
  // Only the ones a failed test left open: disconnecting an ended client starts a timer of its own.
  afterEach(() => {
    for (const client of clients.splice(0)) if (client.status !== 'end') client.disconnect();
  });
  // Not events.once: it would reject on the refused connection's 'error'.
  const once = (client: Redis, event: 'ready' | 'end') =>
    new Promise<void>((resolve) => client.once(event, () => resolve()));

  it('lets a client caught mid-connect finish, so the commands queued on it are answered', async () => {
    // What an app closed right after start does to the Socket.IO adapter's subscriptions.
    const client = track(createPatientRedis(redisUrl, 'close-test:mid-connect'));
    expect(client.status).toBe('connecting');
    const reply = client.ping();
    const ended = once(client, 'end');
    await closeRedis(client);
    await expect(reply).resolves.toBe('PONG');
    await ended;
  });

  it('quits a ready client and leaves an ended one alone', async () => {
    const client = track(createFailFastRedis(redisUrl, 'close-test:ready'));
    await once(client, 'ready');
    const ended = once(client, 'end');
    await closeRedis(client);
    await ended;
    // Touching an ended client is not harmless: disconnect() starts a timer of its own.
    const quit = jest.spyOn(client, 'quit');
    const disconnect = jest.spyOn(client, 'disconnect');
    await closeRedis(client);
    expect(client.status).toBe('end');
    expect(quit).not.toHaveBeenCalled();
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('drops a client whose Redis is not there, without waiting out the connect timeout', async () => {
    const client = track(createPatientRedis('redis://127.0.0.1:1', 'close-test:down'));
    client.on('error', () => undefined);
    const ended = once(client, 'end');
    const started = Date.now();
    await closeRedis(client);
    await ended;
    // The connect timeout is 2 s: a refused connection ends the wait long before.
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
