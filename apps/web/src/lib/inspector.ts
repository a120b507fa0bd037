import type { InspectionEvent } from 'xstate';

type InspectFn = (event: InspectionEvent) => void;

/**
 * Forwards inspection events to the Stately inspector, which is imported lazily: the actor needs
 * its `inspect` option synchronously at creation, so events are buffered until the module loads.
 */
function createLazyInspect(): InspectFn {
  let buffered: InspectionEvent[] = [];
  let forward: InspectFn | undefined;

  void import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      buffered.forEach(forward);
      buffered = [];
    })
    .catch((error: unknown) => {
      console.warn('Stately inspector could not start', error);
      buffered = [];
      forward = () => undefined;
    });

  return (event) => {
    if (forward) forward(event);
    else buffered.push(event);
  };
}

/**
 * Pass to machine hooks: `useMachine(machine, { inspect })`. Undefined unless this is a dev server
 * started with VITE_INSPECT=true; both checks are static, so production builds drop the import.
 */
export const inspect: InspectFn | undefined =
  import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true' ? createLazyInspect() : undefined;
