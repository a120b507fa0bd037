import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor } from 'xstate';
import {
  liveConnectionMachine,
  liveRetry,
  liveStatusOf,
  type LiveConnectionEvent,
} from './live-connection.machine.js';

/**
 * The live connection as the browser meets it: the socket's effects are recorded (an opened
 * socket with the token it was opened with), the socket's answers and the session's tokens are
 * sent by hand, and the retry waits pass in fake time.
 */
function start(token: string | null) {
  const calls: string[] = [];
  const actor = createActor(
    liveConnectionMachine.provide({
      actions: {
        openSocket: ({ context }) => void calls.push(`open(${context.token})`),
        closeSocket: () => void calls.push('close'),
        validateSession: () => void calls.push('validate'),
        announceConnected: () => void calls.push('announce'),
      },
    }),
    { input: { token } },
  ).start();
  const status = () => liveStatusOf(actor.getSnapshot());
  const at = () => actor.getSnapshot().value;
  const send = (...events: LiveConnectionEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, calls, status, at, send };
}

const token = (value: string): LiveConnectionEvent => ({ type: 'session.token', token: value });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('starting', () => {
  it('opens the socket at once with the stored token', () => {
    const { calls, status, at } = start('a');
    expect(at()).toEqual({ open: 'connecting' });
    expect(status()).toBe('connecting');
    expect(calls).toEqual(['open(a)']);
  });

  it('stays closed, opening nothing, without a token', () => {
    const { calls, status, at } = start(null);
    expect(at()).toBe('closed');
    expect(status()).toBe('closed');
    expect(calls).toEqual([]);
  });

  it('signing in opens the socket with the new token', () => {
    const { calls, send, actor } = start(null);
    send(token('a'));
    expect(calls).toEqual(['open(a)']);
    expect(actor.getSnapshot().context).toEqual({
      token: 'a',
      retryMs: liveRetry.firstMs,
      failures: 0,
    });
  });

  it.each<[string, LiveConnectionEvent]>([
    ['signed out', { type: 'session.signedOut' }],
    ['socket.connected', { type: 'socket.connected' }],
    ['socket.refused', { type: 'socket.refused' }],
    ['socket.closed', { type: 'socket.closed' }],
    ['network.offline', { type: 'network.offline' }],
    ['network.online', { type: 'network.online' }],
  ])('while closed, %s changes nothing', async (_name, event) => {
    const { actor, calls, at } = start(null);
    const before = actor.getSnapshot().context;
    actor.send(event);
    await jest.advanceTimersByTimeAsync(liveRetry.lastMs);
    expect(at()).toBe('closed');
    expect(actor.getSnapshot().context).toEqual(before);
    expect(calls).toEqual([]);
  });
});

describe('connecting', () => {
  it('a connection resets the retries and is announced, so features catch up', () => {
    const { calls, send, status, actor } = start('a');
    send({ type: 'socket.refused' });
    send({ type: 'network.online' });
    expect(actor.getSnapshot().context.failures).toBe(1);
    send({ type: 'socket.connected' });
    expect(status()).toBe('connected');
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, retryMs: liveRetry.firstMs });
    expect(calls.at(-1)).toBe('announce');
  });

  it('a new token while an attempt is under way starts again with it; the same token does not', () => {
    const { calls, send, actor, status } = start('a');
    send(token('a'));
    expect(calls).toEqual(['open(a)']);
    send(token('b'));
    expect(calls).toEqual(['open(a)', 'open(b)']);
    expect(actor.getSnapshot().context.token).toBe('b');
    // Still the first attempt: nothing failed, so the UI does not say "reconnecting".
    expect(status()).toBe('connecting');
  });

  it.each<[string, LiveConnectionEvent]>([
    ['refused', { type: 'socket.refused' }],
    ['dropped', { type: 'socket.closed' }],
  ])('an attempt %s asks the session to check itself and waits 2 s', async (_name, event) => {
    const { calls, actor, at, status } = start('a');
    actor.send(event);
    expect(at()).toEqual({ open: 'waiting' });
    expect(status()).toBe('reconnecting');
    expect(calls).toEqual(['open(a)', 'validate', 'close']);
    await jest.advanceTimersByTimeAsync(liveRetry.firstMs - 1);
    expect(at()).toEqual({ open: 'waiting' });
    await jest.advanceTimersByTimeAsync(1);
    expect(at()).toEqual({ open: 'connecting' });
    expect(calls.at(-1)).toBe('open(a)');
  });

  it('a retry after a failure reads as reconnecting, not connecting', async () => {
    const { send, status } = start('a');
    send({ type: 'socket.refused' });
    await jest.advanceTimersByTimeAsync(liveRetry.firstMs);
    expect(status()).toBe('reconnecting');
  });

  it('network.online while connecting opens no second socket', () => {
    const { calls, send } = start('a');
    send({ type: 'network.online' });
    expect(calls).toEqual(['open(a)']);
  });
});

describe('connected', () => {
  function connected() {
    const run = start('a');
    run.send({ type: 'socket.connected' });
    run.calls.length = 0;
    return run;
  }

  it('ignores a repeated connect and a network.online: no new socket, no second announcement', () => {
    const { calls, send, at } = connected();
    send({ type: 'socket.connected' }, { type: 'network.online' }, token('a'));
    expect(at()).toEqual({ open: 'connected' });
    expect(calls).toEqual([]);
  });

  it('a refused re-authentication checks the session and waits like any failure', () => {
    const { calls, send, at, status } = connected();
    send(token('b'));
    expect(calls).toEqual(['open(b)']);
    send({ type: 'socket.refused' });
    expect(at()).toEqual({ open: 'waiting' });
    expect(status()).toBe('reconnecting');
    expect(calls).toEqual(['open(b)', 'validate', 'close']);
  });

  it('a second token while re-authenticating opens again with the newest one', () => {
    const { calls, send, actor, status } = connected();
    send(token('b'), token('b'), token('c'));
    expect(calls).toEqual(['open(b)', 'open(c)']);
    expect(actor.getSnapshot().context.token).toBe('c');
    expect(status()).toBe('connected');
  });

  it('a dropped connection while re-authenticating is a failure too', () => {
    const { calls, send, actor } = connected();
    send(token('b'), { type: 'socket.closed' });
    expect(actor.getSnapshot().context.failures).toBe(1);
    expect(calls).toEqual(['open(b)', 'validate', 'close']);
  });
});

describe('waiting to retry', () => {
  it('the wait doubles from 2 s up to a minute, and a connection starts it again from 2 s', async () => {
    const { send, actor } = start('a');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      send({ type: 'socket.closed' });
      waits.push(actor.getSnapshot().context.retryMs);
      await jest.advanceTimersByTimeAsync(actor.getSnapshot().context.retryMs);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect(actor.getSnapshot().context.failures).toBe(7);
    send({ type: 'socket.connected' });
    send({ type: 'socket.closed' });
    expect(actor.getSnapshot().context).toMatchObject({ retryMs: 2_000, failures: 1 });
  });

  it('the network coming back tries at once, without lengthening the next wait', () => {
    const { calls, send, actor, at } = start('a');
    send({ type: 'socket.refused' }, { type: 'network.online' });
    expect(at()).toEqual({ open: 'connecting' });
    expect(calls.at(-1)).toBe('open(a)');
    expect(actor.getSnapshot().context.retryMs).toBe(liveRetry.firstMs);
  });

  it('a refreshed token tries at once with it, and the old timer does not open another socket', async () => {
    const { calls, send } = start('a');
    send({ type: 'socket.refused' }, token('b'));
    expect(calls).toEqual(['open(a)', 'validate', 'close', 'open(b)']);
    await jest.advanceTimersByTimeAsync(liveRetry.lastMs);
    expect(calls.filter((c) => c.startsWith('open'))).toHaveLength(2);
  });

  it('ignores socket events from the socket it closed', () => {
    const { calls, send, at, actor } = start('a');
    send({ type: 'socket.refused' });
    send({ type: 'socket.connected' }, { type: 'socket.refused' }, { type: 'socket.closed' });
    expect(at()).toEqual({ open: 'waiting' });
    expect(actor.getSnapshot().context.failures).toBe(1);
    expect(calls.filter((c) => c === 'validate')).toHaveLength(1);
  });
});

describe('offline', () => {
  it('going offline closes the socket and makes no attempt until the network is back', async () => {
    const { calls, send, at, status } = start('a');
    send({ type: 'socket.connected' }, { type: 'network.offline' });
    expect(at()).toEqual({ open: 'offline' });
    expect(status()).toBe('reconnecting');
    expect(calls).toEqual(['open(a)', 'announce', 'close']);
    await jest.advanceTimersByTimeAsync(10 * liveRetry.lastMs);
    expect(calls).toHaveLength(3);
  });

  it('going offline while waiting cancels the retry timer', async () => {
    const { calls, send, at } = start('a');
    send({ type: 'socket.refused' }, { type: 'network.offline' });
    await jest.advanceTimersByTimeAsync(10 * liveRetry.lastMs);
    expect(at()).toEqual({ open: 'offline' });
    expect(calls.filter((c) => c.startsWith('open'))).toHaveLength(1);
  });

  it('keeps a new token while offline and opens with it when the network is back', () => {
    const { calls, send, actor } = start('a');
    send({ type: 'network.offline' }, token('b'));
    expect(actor.getSnapshot().context.token).toBe('b');
    expect(calls.filter((c) => c.startsWith('open'))).toEqual(['open(a)']);
    send({ type: 'network.online' });
    expect(calls.at(-1)).toBe('open(b)');
  });

  it('ignores socket events while offline', () => {
    const { send, at, calls } = start('a');
    send({ type: 'network.offline' });
    const before = calls.length;
    send({ type: 'socket.connected' }, { type: 'socket.refused' }, { type: 'socket.closed' });
    expect(at()).toEqual({ open: 'offline' });
    expect(calls).toHaveLength(before);
  });
});

describe('signing out', () => {
  it.each<[string, LiveConnectionEvent[]]>([
    ['connecting', []],
    ['connected', [{ type: 'socket.connected' }]],
    ['re-authenticating', [{ type: 'socket.connected' }, token('b')]],
    ['waiting', [{ type: 'socket.refused' }]],
    ['offline', [{ type: 'network.offline' }]],
  ])('while %s closes the socket and forgets the token and the retries', (_name, before) => {
    const { calls, send, actor, status } = start('a');
    send(...before);
    calls.length = 0;
    send({ type: 'session.signedOut' });
    expect(status()).toBe('closed');
    expect(calls).toEqual(['close']);
    expect(actor.getSnapshot().context).toEqual({
      token: null,
      retryMs: liveRetry.firstMs,
      failures: 0,
    });
  });

  it('cancels a pending retry', async () => {
    const { calls, send, at } = start('a');
    send({ type: 'socket.refused' }, { type: 'session.signedOut' });
    await jest.advanceTimersByTimeAsync(10 * liveRetry.lastMs);
    expect(at()).toBe('closed');
    expect(calls.filter((c) => c.startsWith('open'))).toHaveLength(1);
  });

  it('signing in again (another user) opens with the new token, from a fresh retry count', () => {
    const { calls, send, actor, status } = start('a');
    send({ type: 'socket.refused' }, { type: 'session.signedOut' }, token('b'));
    expect(calls.at(-1)).toBe('open(b)');
    expect(status()).toBe('connecting');
    expect(actor.getSnapshot().context.failures).toBe(0);
  });
});
