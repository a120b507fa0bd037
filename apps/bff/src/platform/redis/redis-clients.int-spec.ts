import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Redis as RedisClient, type Redis } from 'ioredis';
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

  it('a publisher does not send a publish again whose answer a dropped connection lost', async () => {
    // A proxy that, while `mute`, passes commands to Redis but not Redis's answers: a PUBLISH then
    // reaches Redis and its answer does not, until the connection drops.
    const url = new URL(redisUrl);
    const sockets: Socket[] = [];
    let mute = false;
    const proxy = createServer((client) => {
      const upstream = connect(Number(url.port || 6379), url.hostname);
      sockets.push(client, upstream);
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (!mute) client.write(chunk);
      });
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const channel = `resend-test:${randomUUID()}`;
    const subscriber = track(new RedisClient(redisUrl));
    const received: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe(channel);
    const port = (proxy.address() as AddressInfo).port;
    const publisher = track(
      createPatientRedis(`redis://127.0.0.1:${port}`, 'resend-test:pub', {
        resendUnanswered: false,
      }),
    );
    publisher.on('error', () => undefined);
    try {
      await once(publisher, 'ready');
      mute = true;
      void publisher.publish(channel, 'once').catch(() => undefined);
      await waitFor(() => received.length === 1);
      const ready = once(publisher, 'ready');
      for (const socket of sockets.splice(0)) socket.destroy();
      mute = false;
      await ready;
      await publisher.publish(channel, 'after');
      await waitFor(() => received.includes('after'));
      // A late second 'once' would have come before 'after' on the same connection.
      expect(received).toEqual(['once', 'after']);
    } finally {
      publisher.disconnect();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

async function waitFor(done: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
