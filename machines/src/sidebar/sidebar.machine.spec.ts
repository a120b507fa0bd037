import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { sidebarMachine, type SidebarInput } from './sidebar.machine.js';

const start = (input: SidebarInput) => createActor(sidebarMachine, { input }).start();

describe('the dashboard sidebar (docs/product/dashboard.md)', () => {
  it('starts open on a wide screen, or as last chosen on this device', () => {
    expect(start({ narrow: false }).getSnapshot().value).toBe('open');
    expect(start({ narrow: false, preferOpen: false }).getSnapshot().value).toBe('closed');
  });

  it('starts closed below the breakpoint, whatever was chosen on a wide screen', () => {
    expect(start({ narrow: true, preferOpen: true }).getSnapshot().value).toBe('closed');
  });

  it('toggles by the menu button and remembers a wide screen choice', () => {
    const actor = start({ narrow: false });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { preferOpen: false } });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { preferOpen: true } });
  });

  it('on a phone, opens over the page, closes on a tap on the overlay, and remembers nothing', () => {
    const actor = start({ narrow: true, preferOpen: false });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'overlay.tap' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { preferOpen: false } });
  });

  it('on a phone, Escape or a chosen page closes the overlay too', () => {
    const actor = start({ narrow: true });
    actor.send({ type: 'toggle' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a dismissal leaves a wide sidebar as it is', () => {
    const actor = start({ narrow: false });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { preferOpen: true } });
  });

  it('a tap on the overlay means nothing on a wide screen (there is none)', () => {
    const actor = start({ narrow: false });
    actor.send({ type: 'overlay.tap' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closes when the window narrows, and follows the remembered choice when it widens', () => {
    const actor = start({ narrow: false });
    actor.send({ type: 'viewport.changed', narrow: true });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'viewport.changed', narrow: false });
    expect(actor.getSnapshot().value).toBe('open');
  });
});
