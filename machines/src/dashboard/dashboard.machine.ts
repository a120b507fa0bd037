import { assign, setup } from 'xstate';

/**
 * The dashboard shell's life (docs/product/dashboard.md): loading first, then normal; an error
 * while a page renders moves to error, whose 'Try again' returns to normal.
 */

export type DashboardEvent =
  { type: 'loaded' } | { type: 'render.failed'; message: string } | { type: 'retry' };

export interface DashboardContext {
  /** What failed to render (shown to developers on the error screen); null when nothing did. */
  failure: string | null;
}

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent },
}).createMachine({
  id: 'dashboard',
  context: { failure: null },
  initial: 'loading',
  states: {
    loading: {
      on: { loaded: 'normal' },
    },
    normal: {
      on: {
        'render.failed': {
          target: 'error',
          actions: assign({ failure: ({ event }) => event.message }),
        },
      },
    },
    error: {
      on: { retry: { target: 'normal', actions: assign({ failure: null }) } },
    },
  },
});
