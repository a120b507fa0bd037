import { say } from './log.ts';

/**
 * What a launcher has started, stopped in reverse: the web server and the apps (which drain)
 * first, the services they use last. `started` remembers how to stop what just came up; once
 * stopping (Ctrl-C during start-up, `abort`), it stops that thing at once and throws, so start-up
 * gives up at its next step. `stop` runs once, however often it is called.
 */
export function stopStack(abort?: AbortSignal): {
  started: (step: () => Promise<void>) => void;
  stop: () => Promise<void>;
} {
  const stack: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const step of stack.reverse())
        await step().catch((e: Error) => say(`while stopping: ${e.message}`));
      stack.length = 0;
    })());
  const started = (step: () => Promise<void>): void => {
    if (!stopping) return void stack.push(step);
    void step().catch(() => undefined);
    throw new Error('Stopped during start-up.');
  };
  abort?.addEventListener('abort', () => void stop(), { once: true });
  return { started, stop };
}
