import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import {
  outboxBackoffMs,
  outboxMachine,
  type OutboxSendAnswer,
  type OutgoingMessage,
} from './outbox.machine.js';

/** Every path of the outgoing queue, on a running actor with a send the test answers by hand. */

interface Call {
  message: OutgoingMessage;
  answer: (a: OutboxSendAnswer) => void;
  fail: () => void;
}

function start() {
  const calls: Call[] = [];
  const delivered: string[] = [];
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        send: fromPromise<OutboxSendAnswer, OutgoingMessage>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              calls.push({
                message: input,
                answer: resolve,
                fail: () => reject(new Error('offline')),
              }),
            ),
        ),
      },
      actions: { delivered: (_, params) => void delivered.push(params.id) },
    }),
  );
  actor.start();
  const queue = () => actor.getSnapshot().context.queue.map((m) => `${m.id}:${m.state}`);
  const state = () => actor.getSnapshot().value;
  return { actor, calls, delivered, queue, state };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('outbox paths', () => {
  it('waits idle with nothing to send', () => {
    const { state, calls } = start();
    expect(state()).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('pending -> sent: sends a message at once and forgets it once stored', async () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: { text: 'hi' } });
    expect(o.state()).toBe('sending');
    expect(o.queue()).toEqual(['a:pending']);
    expect(o.calls[0]!.message.body).toEqual({ text: 'hi' });
    o.calls[0]!.answer({ ok: true });
    await settle();
    expect(o.delivered).toEqual(['a']);
    expect(o.queue()).toEqual([]);
    expect(o.state()).toBe('idle');
  });

  it('pending -> retrying -> sent: no answer waits 1 s, then 2 s, and sends the same id again', async () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.calls[0]!.fail();
    await settle();
    expect(o.state()).toBe('waiting');
    expect(o.queue()).toEqual(['a:retrying']);
    await jest.advanceTimersByTimeAsync(999);
    expect(o.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(o.calls).toHaveLength(2);
    expect(o.calls[1]!.message.id).toBe('a');
    o.calls[1]!.fail();
    await settle();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(o.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    o.calls[2]!.answer({ ok: true });
    await settle();
    expect(o.delivered).toEqual(['a']);
    expect(o.queue()).toEqual([]);
  });

  it('retrying -> sending at once when the network comes back', async () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.calls[0]!.fail();
    await settle();
    o.actor.send({ type: 'network.online' });
    expect(o.state()).toBe('sending');
    expect(o.calls).toHaveLength(2);
  });

  it('keeps the order written: the second waits for the first, even through retries', async () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.actor.send({ type: 'enqueue', id: 'b', body: 2 });
    expect(o.queue()).toEqual(['a:pending', 'b:pending']);
    o.calls[0]!.fail();
    await settle();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(o.calls.map((c) => c.message.id)).toEqual(['a', 'a']);
    o.calls[1]!.answer({ ok: true });
    await settle();
    expect(o.calls.map((c) => c.message.id)).toEqual(['a', 'a', 'b']);
    o.calls[2]!.answer({ ok: true });
    await settle();
    expect(o.delivered).toEqual(['a', 'b']);
  });

  it('pending -> failed on a refusal; the next one goes; retry sends it again, discard drops it', async () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.actor.send({ type: 'enqueue', id: 'b', body: 2 });
    o.calls[0]!.answer({ ok: false, message: 'Blocked' });
    await settle();
    expect(o.actor.getSnapshot().context.queue[0]).toMatchObject({
      state: 'failed',
      error: 'Blocked',
    });
    expect(o.calls[1]!.message.id).toBe('b');
    o.calls[1]!.answer({ ok: true });
    await settle();
    expect(o.state()).toBe('idle');
    expect(o.queue()).toEqual(['a:failed']);

    o.actor.send({ type: 'retry', id: 'a' });
    expect(o.state()).toBe('sending');
    expect(o.calls[2]!.message.id).toBe('a');
    o.calls[2]!.answer({ ok: false, message: 'Blocked' });
    await settle();
    o.actor.send({ type: 'discard', id: 'a' });
    expect(o.queue()).toEqual([]);
    expect(o.delivered).toEqual(['b']);
  });

  it('ignores an id it already holds, and discards only failed messages', () => {
    const o = start();
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.actor.send({ type: 'enqueue', id: 'a', body: 1 });
    o.actor.send({ type: 'discard', id: 'a' });
    expect(o.queue()).toEqual(['a:pending']);
    expect(o.calls).toHaveLength(1);
  });

  it('waits at most 30 s between tries', () => {
    expect([1, 2, 3, 6, 20].map(outboxBackoffMs)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
