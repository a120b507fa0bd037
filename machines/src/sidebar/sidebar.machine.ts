import { assign, setup } from 'xstate';

/**
 * The dashboard's sidebar (docs/product/dashboard.md): open or closed, toggled by the menu button
 * or, on a narrow screen where it lies over the page, closed by tapping the overlay (or by Escape,
 * or by choosing a page: `dismiss`). Below 768 px
 * it starts closed; on a wide screen it follows the person's last choice on this device, which
 * the web app stores (`preferOpen`) and hands back as input.
 */

export interface SidebarInput {
  /** The viewport is under the breakpoint (768 px). */
  narrow: boolean;
  /** The last choice on a wide screen on this device; open when never chosen. */
  preferOpen?: boolean;
}

export interface SidebarContext {
  narrow: boolean;
  preferOpen: boolean;
}

export type SidebarEvent =
  | { type: 'toggle' }
  | { type: 'overlay.tap' }
  | { type: 'dismiss' }
  | { type: 'viewport.changed'; narrow: boolean };

export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  guards: {
    startsOpen: ({ context }) => !context.narrow && context.preferOpen,
    narrow: ({ context }) => context.narrow,
  },
  actions: {
    // Only a wide screen's choice is remembered: a phone's is a moment's peek.
    remember: assign({
      preferOpen: ({ context }, params: { open: boolean }) =>
        context.narrow ? context.preferOpen : params.open,
    }),
    measure: assign({
      narrow: ({ event }) => (event.type === 'viewport.changed' ? event.narrow : false),
    }),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ narrow: input.narrow, preferOpen: input.preferOpen ?? true }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        toggle: { target: 'closed', actions: { type: 'remember', params: { open: false } } },
        'overlay.tap': { guard: 'narrow', target: 'closed' },
        // Escape or a chosen page: the overlay gets out of the way; a wide sidebar stays.
        dismiss: { guard: 'narrow', target: 'closed' },
        // A new width decides again: narrow closes it (it would cover the page), wide follows
        // the remembered choice.
        'viewport.changed': { target: 'deciding', actions: 'measure' },
      },
    },
    closed: {
      on: {
        toggle: { target: 'open', actions: { type: 'remember', params: { open: true } } },
        'viewport.changed': { target: 'deciding', actions: 'measure' },
      },
    },
  },
});
