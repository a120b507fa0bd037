import { sidebarMachine } from '@matchbazaar/machines';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '../../../lib/inspector';
import { readLocal, writeLocal } from '../../../lib/local-storage';

/** Below this width the sidebar lies over the page (docs/product/dashboard.md). */
export const narrowQuery = '(max-width: 767.95px)';
const storageKey = 'matchbazaar.sidebar.open';

/**
 * The sidebar machine with the browser around it: the width it starts with and each change of it,
 * and a wide screen's choice kept on this device.
 */
export function useSidebar() {
  // `noSsr`: the first render already knows the width, so the sidebar never opens and snaps shut.
  const narrow = useMediaQuery(narrowQuery, { noSsr: true });
  const [state, send, actor] = useMachine(sidebarMachine, {
    input: { narrow, preferOpen: readLocal(storageKey) !== 'false' },
    inspect,
  });

  useEffect(() => {
    if (narrow !== actor.getSnapshot().context.narrow) send({ type: 'viewport.changed', narrow });
  }, [narrow, actor, send]);

  const preferOpen = state.context.preferOpen;
  useEffect(() => {
    writeLocal(storageKey, String(preferOpen));
  }, [preferOpen]);

  return { open: state.matches('open'), narrow: state.context.narrow, send };
}
