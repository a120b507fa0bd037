import { assign, setup } from 'xstate';
import { limits } from '@matchbazaar/contracts';

/**
 * The launch page's hidden admin entry (docs/product/launch-page.md and docs/product/constants.md):
 * clicking the logo 3 times reveals the 'Admin Access' link. The count goes back to 0 two seconds
 * after the first click of a run, so the 3 clicks must fall within one 2-second window; once shown,
 * the link stays.
 */

export interface AdminEntryContext {
  clicks: number;
}

export type AdminEntryEvent = { type: 'logo.click' };

export const adminEntryMachine = setup({
  types: { context: {} as AdminEntryContext, events: {} as AdminEntryEvent },
  actions: {
    count: assign({ clicks: ({ context }) => context.clicks + 1 }),
  },
  delays: { resetWindow: limits.hiddenAdmin.resetMs },
  guards: {
    enoughClicks: ({ context }) => context.clicks >= limits.hiddenAdmin.clicks,
  },
}).createMachine({
  id: 'adminEntry',
  context: { clicks: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'logo.click': { target: 'counting', actions: 'count' } },
    },
    counting: {
      // Checked on entry and after every click.
      always: { guard: 'enoughClicks', target: 'revealed' },
      // Not restarted by later clicks: the window runs from the first click.
      after: { resetWindow: { target: 'idle', actions: assign({ clicks: 0 }) } },
      on: { 'logo.click': { actions: 'count' } },
    },
    revealed: {},
  },
});
