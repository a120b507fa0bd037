import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { dashboardMachine, type DashboardEvent } from './dashboard.machine.js';

/** Every state of the dashboard shell by its shortest route, replayed on a running actor. */

const events: DashboardEvent[] = [
  { type: 'loaded' },
  { type: 'render.failed', message: 'boom' },
  { type: 'retry' },
];

describe('dashboard paths', () => {
  const paths = getShortestPaths(dashboardMachine, { events });

  it('reaches loading, normal and error', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['loading', 'normal', 'error']),
    );
  });

  it.each(
    paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const),
  )('%s', (_name, path) => {
    const actor = createActor(dashboardMachine).start();
    for (const step of path.steps) {
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
    actor.stop();
  });
});
