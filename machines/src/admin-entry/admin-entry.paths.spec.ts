import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { limits } from '@matchbazaar/contracts';
import { describeSteps, replayPath } from '../testing/model-paths.js';
import { adminEntryMachine, type AdminEntryEvent } from './admin-entry.machine.js';

/** Every state of the hidden admin entry, by the shortest route, replayed with fake time. */

const resetEvent = 'xstate.after.resetWindow.adminEntry.counting';
type ModelEvent = AdminEntryEvent | { type: typeof resetEvent };

const events: ModelEvent[] = [{ type: 'logo.click' }, { type: resetEvent }];

type Snap = SnapshotFrom<typeof adminEntryMachine>;
const comparable = (s: Snap) => ({ value: s.value, context: s.context });
const describeEvent = (event: { type: string }) =>
  event.type === resetEvent ? '2 s pass' : event.type;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('admin entry paths', () => {
  const paths = getShortestPaths(adminEntryMachine, {
    events: events as never,
    // The window only runs out while clicks are being counted.
    filterEvents: (snapshot, event) =>
      event.type.startsWith('xstate.after.') ? snapshot.matches('counting') : true,
  });

  it('reaches every state with every click count', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(comparable(p.state))));
    expect(reached).toEqual(
      new Set([
        '{"value":"idle","context":{"clicks":0}}',
        '{"value":"counting","context":{"clicks":1}}',
        '{"value":"counting","context":{"clicks":2}}',
        '{"value":"revealed","context":{"clicks":3}}',
      ]),
    );
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const actor = createActor(adminEntryMachine).start();
      await replayPath({
        actor,
        steps: path.steps,
        invoked: {},
        delays: { [resetEvent]: limits.hiddenAdmin.resetMs },
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
