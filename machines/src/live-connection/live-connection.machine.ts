import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * The signed-in browser's one socket to the BFF (docs/product/live-marketplace.md, docs/decisions/
 * 0007-realtime.md). The session drives it: a token opens it, a new token (a refresh, another user
 * signed in) re-authenticates it, signing out closes it. A refused or dropped connection asks the
 * session to check itself (which refreshes the token, or signs out) and tries again, waiting
 * 2 s, then twice as long each time, at most a minute; a refreshed token or the network coming
 * back tries at once. Every connection made is announced, so features catch up on what they
 * missed while it was down. The socket itself is the app's (actions).
 */

export const liveRetry = { firstMs: 2_000, lastMs: 60_000 } as const;

/** What the UI shows: a quiet indicator while `reconnecting`. */
export type LiveStatus = 'closed' | 'connecting' | 'connected' | 'reconnecting';

export interface LiveConnectionContext {
  /** The access token the socket was (or is being) opened with; null when signed out. */
  token: string | null;
  /** The wait before the next retry. */
  retryMs: number;
  /** Failed attempts and drops since the last connection (0: all is well so far). */
  failures: number;
}

export type LiveConnectionEvent =
  /** Signed in, or the token changed (a refresh, another user signed in in another tab). */
  | { type: 'session.token'; token: string }
  | { type: 'session.signedOut' }
  | { type: 'socket.connected' }
  /** `connect_error`: the server refused the token, or could not be reached. */
  | { type: 'socket.refused' }
  /** Closed by the server (the session ended elsewhere) or lost (network, BFF restart). */
  | { type: 'socket.closed' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
    input: {} as { token: string | null },
  },
  actions: {
    /** Open the socket with the context's token (closing any socket still open). */
    openSocket: () => {},
    closeSocket: () => {},
    /** Ask the session to check itself: it refreshes the token, or signs out. */
    validateSession: () => {},
    /** A connection was made: features catch up on what they may have missed. */
    announceConnected: () => {},
    keepToken: assign({
      token: ({ event, context }) => (event.type === 'session.token' ? event.token : context.token),
    }),
    failed: assign({ failures: ({ context }) => context.failures + 1 }),
    backOff: assign({
      retryMs: ({ context }) => Math.min(context.retryMs * 2, liveRetry.lastMs),
    }),
    reset: assign({ retryMs: liveRetry.firstMs, failures: 0 }),
    forget: assign({ token: null, retryMs: liveRetry.firstMs, failures: 0 }),
  },
  guards: {
    newToken: ({ context, event }) =>
      event.type === 'session.token' && event.token !== context.token,
  },
  delays: {
    retryDelay: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'liveConnection',
  context: ({ input }) => ({
    token: input.token,
    retryMs: liveRetry.firstMs,
    failures: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.token !== null, target: 'open' },
        { target: 'closed' },
      ],
    },
    closed: {
      on: { 'session.token': { target: 'open', actions: 'keepToken' } },
    },
    open: {
      initial: 'connecting',
      exit: 'closeSocket',
      on: {
        'session.signedOut': { target: 'closed', actions: 'forget' },
        'network.offline': { target: '.offline', actions: 'closeSocket' },
      },
      states: {
        connecting: {
          entry: 'openSocket',
          on: {
            'socket.connected': { target: 'connected', actions: ['reset', 'announceConnected'] },
            'socket.refused': { target: 'waiting', actions: ['failed', 'validateSession'] },
            'socket.closed': { target: 'waiting', actions: ['failed', 'validateSession'] },
            // The attempt under way used the old token: start again with the new one.
            'session.token': {
              guard: 'newToken',
              target: 'connecting',
              reenter: true,
              actions: 'keepToken',
            },
          },
        },
        connected: {
          on: {
            'socket.closed': { target: 'waiting', actions: ['failed', 'validateSession'] },
            'session.token': {
              guard: 'newToken',
              target: 'reauthenticating',
              actions: 'keepToken',
            },
          },
        },
        /** A refreshed token replaces the socket's; the UI still reads it as connected. */
        reauthenticating: {
          entry: 'openSocket',
          on: {
            'socket.connected': { target: 'connected', actions: ['reset', 'announceConnected'] },
            'socket.refused': { target: 'waiting', actions: ['failed', 'validateSession'] },
            'socket.closed': { target: 'waiting', actions: ['failed', 'validateSession'] },
            'session.token': {
              guard: 'newToken',
              target: 'reauthenticating',
              reenter: true,
              actions: 'keepToken',
            },
          },
        },
        waiting: {
          entry: 'closeSocket',
          after: { retryDelay: { target: 'connecting', actions: 'backOff' } },
          on: {
            // What a refused token waited for: try at once.
            'session.token': { guard: 'newToken', target: 'connecting', actions: 'keepToken' },
            'network.online': 'connecting',
          },
        },
        /** The browser says there is no network: no attempts until it says there is. */
        offline: {
          entry: 'failed',
          on: {
            'network.online': 'connecting',
            'session.token': { guard: 'newToken', actions: 'keepToken' },
          },
        },
      },
    },
  },
});

/** The status the UI reads from a state of the machine. */
export function liveStatusOf(snapshot: SnapshotFrom<typeof liveConnectionMachine>): LiveStatus {
  if (snapshot.matches('closed') || snapshot.matches('start')) return 'closed';
  if (snapshot.matches({ open: 'connected' }) || snapshot.matches({ open: 'reauthenticating' }))
    return 'connected';
  return snapshot.context.failures === 0 ? 'connecting' : 'reconnecting';
}
