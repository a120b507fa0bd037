import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { dashboardMachine } from './dashboard.machine.js';

describe('the dashboard shell (docs/product/dashboard.md)', () => {
  it('loads, then shows the page', () => {
    const actor = createActor(dashboardMachine).start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'loaded' });
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('moves to error on a render error and back to normal on Try again', () => {
    const actor = createActor(dashboardMachine).start();
    actor.send({ type: 'loaded' });
    actor.send({ type: 'render.failed', message: 'boom' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'error', context: { failure: 'boom' } });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'normal', context: { failure: null } });
  });

  it('ignores a retry when nothing failed and a render error while loading', () => {
    const actor = createActor(dashboardMachine).start();
    actor.send({ type: 'render.failed', message: 'early' });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'loaded' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('normal');
  });
});
