import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import {
  outboxBackoffMs,
  outboxMachine,
  type OutboxSendAnswer,
  type OutgoingMessage,
} from './outbox.machine.js';

/**
 * One conversation's outgoing queue as the writer meets it (docs/product/live-marketplace.md,
 * "Sending is idempotent"): the server's answer to each send is given by the test (stored,
 * refused, or none at all), and the retry waits pass in fake time.
 */
function start() {
  const sends: Array<{
    id: string;
    body: unknown;
    stored: () => void;
    refused: (message: string) => void;
    lost: () => void;
  }> = [];
  const delivered: string[] = [];
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        send: fromPromise<OutboxSendAnswer, OutgoingMessage>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              sends.push({
                id: input.id,
                body: input.body,
                stored: () => resolve({ ok: true }),
                refused: (message) => resolve({ ok: false, message }),
                lost: () => reject(new Error('no answer')),
              }),
            ),
        ),
      },
      actions: { delivered: (_, { id }) => void delivered.push(id) },
    }),
  ).start();
  const settle = () => jest.advanceTimersByTimeAsync(0);
  /** The last send, answered; then the answer is let through. */
  const answer = async (how: 'stored' | 'lost' | { refused: string }) => {
    const call = sends.at(-1)!;
    if (how === 'stored') call.stored();
    else if (how === 'lost') call.lost();
    else call.refused(how.refused);
    await settle();
  };
  const queue = () => actor.getSnapshot().context.queue;
  const lines = () => queue().map((m) => `${m.id}:${m.state}`);
  const sent = () => sends.map((s) => s.id);
  const write = (...ids: string[]) =>
    ids.forEach((id) => actor.send({ type: 'enqueue', id, body: { text: id } }));
  return { actor, sends, delivered, answer, queue, lines, sent, write };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('sending', () => {
  it('sends a message at once, with its client id and body, and forgets it once stored', async () => {
    const o = start();
    o.write('a');
    expect(o.sends[0]).toMatchObject({ id: 'a', body: { text: 'a' } });
    expect(o.queue()).toEqual([
      { id: 'a', body: { text: 'a' }, state: 'pending', attempts: 0, error: null },
    ]);
    await o.answer('stored');
    expect(o.delivered).toEqual(['a']);
    expect(o.queue()).toEqual([]);
    expect(o.actor.getSnapshot().value).toBe('idle');
  });

  it('sends one message at a time, in the order written', async () => {
    const o = start();
    o.write('a', 'b', 'c');
    expect(o.sent()).toEqual(['a']);
    await o.answer('stored');
    expect(o.sent()).toEqual(['a', 'b']);
    o.write('d');
    await o.answer('stored');
    await o.answer('stored');
    await o.answer('stored');
    expect(o.sent()).toEqual(['a', 'b', 'c', 'd']);
    expect(o.delivered).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writing the same id twice queues and sends it once', async () => {
    const o = start();
    o.write('a', 'b', 'a');
    expect(o.lines()).toEqual(['a:pending', 'b:pending']);
    await o.answer('stored');
    await o.answer('stored');
    expect(o.sent()).toEqual(['a', 'b']);
  });

  it('the network coming back while a send is under way sends nothing twice', () => {
    const o = start();
    o.write('a');
    o.actor.send({ type: 'network.online' });
    expect(o.sent()).toEqual(['a']);
  });

  it('does nothing while idle when the network comes back', () => {
    const o = start();
    o.actor.send({ type: 'network.online' });
    expect(o.actor.getSnapshot().value).toBe('idle');
    expect(o.sends).toHaveLength(0);
  });
});

describe('no answer: retrying', () => {
  it('waits 1 s, 2 s, 4 s ... at most 30 s, sending the same id each time', async () => {
    const o = start();
    o.write('a');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await o.answer('lost');
      const attempts = o.queue()[0]!.attempts;
      expect(o.lines()).toEqual(['a:retrying']);
      const before = o.sends.length;
      let waited = 0;
      while (o.sends.length === before) {
        await jest.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
      expect(attempts).toBe(i + 1);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(new Set(o.sent())).toEqual(new Set(['a']));
  });

  it('the backoff doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(outboxBackoffMs)).toEqual([
      1_000, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('the network coming back sends at once, and the old wait does not send again', async () => {
    const o = start();
    o.write('a');
    await o.answer('lost');
    o.actor.send({ type: 'network.online' });
    expect(o.sent()).toEqual(['a', 'a']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(o.sent()).toEqual(['a', 'a']);
  });

  it('a message stored after retries is delivered once and the next one goes', async () => {
    const o = start();
    o.write('a', 'b');
    await o.answer('lost');
    o.write('c');
    await jest.advanceTimersByTimeAsync(1_000);
    await o.answer('stored');
    expect(o.delivered).toEqual(['a']);
    expect(o.sent()).toEqual(['a', 'a', 'b']);
    await o.answer('stored');
    await o.answer('stored');
    expect(o.sent()).toEqual(['a', 'a', 'b', 'c']);
  });

  it('retry and discard do not touch a message waiting for its next try', async () => {
    const o = start();
    o.write('a');
    await o.answer('lost');
    o.actor.send({ type: 'retry', id: 'a' });
    o.actor.send({ type: 'discard', id: 'a' });
    expect(o.queue()).toEqual([
      expect.objectContaining({ id: 'a', state: 'retrying', attempts: 1 }),
    ]);
    expect(o.actor.getSnapshot().value).toBe('waiting');
  });
});

describe('refused: set aside for the writer', () => {
  it('keeps the refusal, is not retried by itself, and does not hold up the next message', async () => {
    const o = start();
    o.write('a', 'b');
    await o.answer({ refused: 'You cannot message this user.' });
    expect(o.queue()[0]).toMatchObject({
      id: 'a',
      state: 'failed',
      error: 'You cannot message this user.',
    });
    expect(o.sent()).toEqual(['a', 'b']);
    await o.answer('stored');
    await jest.advanceTimersByTimeAsync(60_000);
    o.actor.send({ type: 'network.online' });
    expect(o.sent()).toEqual(['a', 'b']);
    expect(o.lines()).toEqual(['a:failed']);
    expect(o.actor.getSnapshot().value).toBe('idle');
  });

  it('a message written after a refusal is sent while the refused one waits', async () => {
    const o = start();
    o.write('a');
    await o.answer({ refused: 'Too long' });
    o.write('b');
    expect(o.sent()).toEqual(['a', 'b']);
    expect(o.lines()).toEqual(['a:failed', 'b:pending']);
  });

  it('writing a refused id again does not revive it', async () => {
    const o = start();
    o.write('a');
    await o.answer({ refused: 'No' });
    o.write('a');
    expect(o.sent()).toEqual(['a']);
    expect(o.lines()).toEqual(['a:failed']);
  });

  it('retry sends it again from a clean slate: no error, no attempts', async () => {
    const o = start();
    o.write('a');
    await o.answer('lost');
    await jest.advanceTimersByTimeAsync(1_000);
    await o.answer({ refused: 'Blocked' });
    expect(o.queue()[0]).toMatchObject({ state: 'failed', attempts: 1 });
    o.actor.send({ type: 'retry', id: 'a' });
    expect(o.queue()[0]).toMatchObject({ state: 'pending', attempts: 0, error: null });
    expect(o.sent()).toEqual(['a', 'a', 'a']);
    await o.answer('stored');
    expect(o.delivered).toEqual(['a']);
  });

  it('retry of a refused message while the queue waits to retry another puts it back in its place', async () => {
    const o = start();
    o.write('a', 'b');
    await o.answer({ refused: 'No' });
    await o.answer('lost');
    expect(o.lines()).toEqual(['a:failed', 'b:retrying']);
    o.actor.send({ type: 'retry', id: 'a' });
    expect(o.lines()).toEqual(['a:pending', 'b:retrying']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(o.sent()).toEqual(['a', 'b', 'a']);
    await o.answer('stored');
    expect(o.sent()).toEqual(['a', 'b', 'a', 'b']);
  });

  it('discard drops only the refused message named', async () => {
    const o = start();
    o.write('a', 'b', 'c');
    await o.answer({ refused: 'No' });
    await o.answer({ refused: 'No' });
    o.actor.send({ type: 'discard', id: 'a' });
    o.actor.send({ type: 'discard', id: 'c' });
    o.actor.send({ type: 'discard', id: 'unknown' });
    expect(o.lines()).toEqual(['b:failed', 'c:pending']);
    expect(o.sent()).toEqual(['a', 'b', 'c']);
  });

  it('retry of an unknown id changes nothing', () => {
    const o = start();
    o.actor.send({ type: 'retry', id: 'nope' });
    expect(o.actor.getSnapshot().value).toBe('idle');
    expect(o.queue()).toEqual([]);
  });

  // A send's answer is for the message that was sent, even when a retried one has moved ahead of
  // it in the line (the answer once went to whichever message headed the queue, losing it unsent).
  it('retrying a refused message while a later one is in flight loses neither', async () => {
    const o = start();
    o.write('a', 'b');
    await o.answer({ refused: 'No' });
    expect(o.sent()).toEqual(['a', 'b']);
    o.actor.send({ type: 'retry', id: 'a' });
    await o.answer('stored');
    expect(o.delivered).toEqual(['b']);
    expect(o.sent()).toEqual(['a', 'b', 'a']);
    await o.answer('stored');
    expect(o.delivered).toEqual(['b', 'a']);
    expect(o.queue()).toEqual([]);
  });
});
