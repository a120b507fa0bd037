import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sidebarMachine, type SidebarEvent, type SidebarInput } from './sidebar.machine.js';

/** Every state and remembered choice of the sidebar, wide and narrow, by its shortest route. */

const events: SidebarEvent[] = [
  { type: 'toggle' },
  { type: 'overlay.tap' },
  { type: 'dismiss' },
  { type: 'viewport.changed', narrow: true },
  { type: 'viewport.changed', narrow: false },
];

describe.each([
  ['wide, never chosen', { narrow: false }],
  ['narrow, chose closed before', { narrow: true, preferOpen: false }],
] as [string, SidebarInput][])('sidebar paths from %s', (_name, input) => {
  const paths = getShortestPaths(sidebarMachine, { events, input });

  it('reaches open and closed, on both widths', () => {
    const reached = new Set(
      paths.map((p) => `${String(p.state.value)}:${p.state.context.narrow ? 'narrow' : 'wide'}`),
    );
    expect(reached).toEqual(new Set(['open:wide', 'closed:wide', 'open:narrow', 'closed:narrow']));
  });

  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .map((s) => s.event.type + ('narrow' in s.event ? `(${String(s.event.narrow)})` : ''))
            .join(' → ') || '(start)',
          p,
        ] as const,
    ),
  )('%s', (_name2, path) => {
    const actor = createActor(sidebarMachine, { input }).start();
    for (const step of path.steps) {
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
    actor.stop();
  });
});
