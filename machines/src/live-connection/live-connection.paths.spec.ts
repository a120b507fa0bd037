import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describeSteps } from '../testing/model-paths.js';
import {
  liveConnectionMachine,
  liveRetry,
  liveStatusOf,
  type LiveConnectionEvent,
} from './live-connection.machine.js';

/**
 * Every state of the live connection (with its retry wait) by its shortest route, replayed on a
 * running actor whose socket actions are recorded: the socket is opened, closed, the session
 * checked and the connection announced exactly where the model says.
 */

type ModelEvent = LiveConnectionEvent | { type: `xstate.after.${string}` };
const AFTER_RETRY = 'xstate.after.retryDelay.liveConnection.open.waiting';

const events: ModelEvent[] = [
  { type: 'session.token', token: 'a' },
  { type: 'session.token', token: 'b' },
  { type: 'session.signedOut' },
  { type: 'socket.connected' },
  { type: 'socket.refused' },
  { type: 'socket.closed' },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: AFTER_RETRY },
];

type Snap = SnapshotFrom<typeof liveConnectionMachine>;

const inWaiting = (s: Snap) => s.matches({ open: 'waiting' });
const filterEvents = (s: Snap, event: ModelEvent) =>
  event.type === AFTER_RETRY ? inWaiting(s) : true;
// The failures count grows without end; whether there was one is what the UI reads.
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.token, s.context.retryMs, s.context.failures > 0]);

const describeEvent = (event: { type: string; token?: unknown }) => {
  if (event.type === 'session.token') return `token ${String(event.token)}`;
  return event.type === AFTER_RETRY ? 'retry' : event.type;
};

type Recorded = 'open' | 'close' | 'validate' | 'announce';

function startRecorded(token: string | null) {
  const calls: Recorded[] = [];
  const actor = createActor(
    liveConnectionMachine.provide({
      actions: {
        openSocket: () => void calls.push('open'),
        closeSocket: () => void calls.push('close'),
        validateSession: () => void calls.push('validate'),
        announceConnected: () => void calls.push('announce'),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each([
  ['signed out', null],
  ['signed in', 'a'],
])('live connection paths from %s', (_name, token) => {
  const paths = getShortestPaths(liveConnectionMachine, {
    events,
    input: { token },
    filterEvents,
    serializeState,
  } as Parameters<typeof getShortestPaths<typeof liveConnectionMachine>>[1]);

  it('reaches every state, every retry wait up to the last', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of [
      'closed',
      'connecting',
      'connected',
      'reauthenticating',
      'waiting',
      'offline',
    ])
      expect([...reached].some((r) => r.includes(value))).toBe(true);
    const waits = new Set(paths.map((p) => p.state.context.retryMs));
    expect(Math.max(...waits)).toBe(liveRetry.lastMs);
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_title, path) => {
      const { actor } = startRecorded(token);
      for (const { event, state } of path.steps) {
        const type: string = event.type;
        if (type === 'xstate.init') continue;
        if (type === AFTER_RETRY)
          await jest.advanceTimersByTimeAsync(actor.getSnapshot().context.retryMs);
        else actor.send(event);
        const snapshot = actor.getSnapshot();
        expect([describeEvent(event), snapshot.value, snapshot.context.retryMs]).toEqual([
          describeEvent(event),
          state.value,
          state.context.retryMs,
        ]);
      }
      actor.stop();
    },
  );
});

describe('live connection behaviour', () => {
  it('signs in, connects and announces it; signing out closes the socket', () => {
    const { actor, calls } = startRecorded(null);
    expect(liveStatusOf(actor.getSnapshot())).toBe('closed');
    actor.send({ type: 'session.token', token: 'a' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('connecting');
    actor.send({ type: 'socket.connected' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'session.signedOut' });
    expect(calls).toEqual(['open', 'announce', 'close']);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('a refused connection checks the session and retries after 2 s, 4 s, ... at most 1 min', async () => {
    const { actor, calls } = startRecorded('a');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      actor.send({ type: 'socket.refused' });
      expect(liveStatusOf(actor.getSnapshot())).toBe('reconnecting');
      const wait = actor.getSnapshot().context.retryMs;
      waits.push(wait);
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(actor.getSnapshot().matches({ open: 'waiting' })).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches({ open: 'connecting' })).toBe(true);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect(calls.filter((c) => c === 'validate')).toHaveLength(7);
    actor.send({ type: 'socket.connected' });
    expect(actor.getSnapshot().context).toMatchObject({ retryMs: 2_000, failures: 0 });
  });

  it('a refreshed token while waiting tries at once; the same token again does not', () => {
    const { actor, calls } = startRecorded('a');
    actor.send({ type: 'socket.refused' });
    actor.send({ type: 'session.token', token: 'a' });
    expect(actor.getSnapshot().matches({ open: 'waiting' })).toBe(true);
    actor.send({ type: 'session.token', token: 'b' });
    expect(actor.getSnapshot().matches({ open: 'connecting' })).toBe(true);
    expect(calls).toEqual(['open', 'validate', 'close', 'open']);
  });

  it('a refreshed token while connected re-authenticates, still reading as connected', () => {
    const { actor, calls } = startRecorded('a');
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'session.token', token: 'b' });
    expect(actor.getSnapshot().matches({ open: 'reauthenticating' })).toBe(true);
    expect(liveStatusOf(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'socket.connected' });
    expect(calls).toEqual(['open', 'announce', 'open', 'announce']);
  });

  it('the server closing it checks the session; offline waits for the network, then connects at once', () => {
    const { actor, calls } = startRecorded('a');
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'socket.closed' });
    expect(calls).toEqual(['open', 'announce', 'validate', 'close']);
    actor.send({ type: 'network.offline' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('reconnecting');
    void jest.advanceTimersByTime(10 * liveRetry.lastMs);
    expect(actor.getSnapshot().matches({ open: 'offline' })).toBe(true);
    actor.send({ type: 'network.online' });
    actor.send({ type: 'socket.connected' });
    expect(liveStatusOf(actor.getSnapshot())).toBe('connected');
    expect(calls.filter((c) => c === 'announce')).toHaveLength(2);
  });
});
