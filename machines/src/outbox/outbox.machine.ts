import { assign, fromPromise, setup } from 'xstate';

/**
 * The outgoing messages of one conversation (docs/product/live-marketplace.md, "Sending is
 * idempotent"). Each message has the client's id, so a repeat stores nothing twice: the queue
 * sends them one at a time in the order written (their seqs follow that order), retries a message
 * the server did not answer with a growing wait (at once when the network comes back), and sets
 * aside one it refused (4xx) as failed, for the writer to try again or discard. The app supplies
 * `send` with `.provide()`: it resolves `{ ok: true }` once stored, `{ ok: false, message }` when
 * refused, and throws when there was no answer.
 */

export type OutgoingState = 'pending' | 'retrying' | 'failed';

export interface OutgoingMessage<B = unknown> {
  id: string;
  body: B;
  state: OutgoingState;
  /** Sends tried without an answer. */
  attempts: number;
  /** The server's refusal, once failed. */
  error: string | null;
}

export type OutboxSendAnswer = { ok: true } | { ok: false; message: string };

export type OutboxEvent =
  | { type: 'enqueue'; id: string; body: unknown }
  | { type: 'retry'; id: string }
  | { type: 'discard'; id: string }
  | { type: 'network.online' };

export interface OutboxContext {
  queue: OutgoingMessage[];
  /**
   * The message whose send is in flight: its answer is for it, even if a retried message has
   * since moved ahead of it in the line.
   */
  sendingId: string | null;
}

/** The wait before the next try: 1 s, 2 s, 4 s... at most 30 s. */
export const outboxBackoffMs = (attempts: number) =>
  Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 30_000);

const head = (context: OutboxContext) => context.queue.find((item) => item.state !== 'failed');

const sendingOf = (context: OutboxContext) =>
  context.queue.find((item) => item.id === context.sendingId);

const update = (
  context: OutboxContext,
  id: string | undefined,
  change: (item: OutgoingMessage) => OutgoingMessage,
) => context.queue.map((item) => (item.id === id ? change(item) : item));

const isNew = ({ context, event }: { context: OutboxContext; event: OutboxEvent }) =>
  event.type === 'enqueue' && !context.queue.some((item) => item.id === event.id);

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
  },
  actors: {
    send: fromPromise<OutboxSendAnswer, OutgoingMessage>(() =>
      Promise.reject(new Error('outbox: provide send')),
    ),
  },
  actions: {
    /** The app merges the stored message into the thread (its answer or the socket's push). */
    delivered: (_, _params: { id: string }) => {},
    append: assign({
      queue: ({ context, event }) =>
        event.type === 'enqueue'
          ? [
              ...context.queue,
              { id: event.id, body: event.body, state: 'pending', attempts: 0, error: null },
            ]
          : context.queue,
    }),
    /** A failed message tried again: back in the line, in its place. */
    revive: assign({
      queue: ({ context, event }) =>
        event.type === 'retry'
          ? update(context, event.id, (item) =>
              item.state === 'failed'
                ? { ...item, state: 'pending', error: null, attempts: 0 }
                : item,
            )
          : context.queue,
    }),
    discard: assign({
      queue: ({ context, event }) =>
        event.type === 'discard'
          ? context.queue.filter((item) => item.id !== event.id || item.state !== 'failed')
          : context.queue,
    }),
  },
  guards: {
    hasSendable: ({ context }) => head(context) !== undefined,
    isNew,
  },
  delays: {
    backoff: ({ context }) => outboxBackoffMs(sendingOf(context)?.attempts ?? 1),
  },
}).createMachine({
  id: 'outbox',
  context: { queue: [], sendingId: null },
  on: {
    enqueue: { guard: 'isNew', actions: 'append' },
    retry: { actions: 'revive' },
    discard: { actions: 'discard' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasSendable', target: 'sending' },
      // Re-entered so the `always` check sees the message just added or revived.
      on: {
        enqueue: { guard: 'isNew', actions: 'append', target: 'idle', reenter: true },
        retry: { actions: 'revive', target: 'idle', reenter: true },
      },
    },
    sending: {
      entry: assign({ sendingId: ({ context }) => head(context)?.id ?? null }),
      invoke: {
        src: 'send',
        input: ({ context }) => sendingOf(context)!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: [
              { type: 'delivered', params: ({ context }) => ({ id: context.sendingId! }) },
              assign({
                queue: ({ context }) =>
                  context.queue.filter((item) => item.id !== context.sendingId),
              }),
            ],
          },
          {
            target: 'idle',
            actions: assign({
              queue: ({ context, event }) =>
                update(context, context.sendingId ?? undefined, (item) => ({
                  ...item,
                  state: 'failed',
                  error: event.output.ok ? null : event.output.message,
                })),
            }),
          },
        ],
        onError: {
          target: 'waiting',
          actions: assign({
            queue: ({ context }) =>
              update(context, context.sendingId ?? undefined, (item) => ({
                ...item,
                state: 'retrying',
                attempts: item.attempts + 1,
              })),
          }),
        },
      },
    },
    waiting: {
      after: { backoff: 'sending' },
      on: { 'network.online': 'sending' },
    },
  },
});
