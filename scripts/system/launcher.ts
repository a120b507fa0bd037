import { say } from './log.ts';
import { killEveryOwnGroup } from './processes.ts';

/** What a launcher's start-up answers: a way to stop it all, and the first crash. */
export interface Launched {
  /** Resolves when a process the system needs exits by itself. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/**
 * The part `npm start` and `npm run start:prod` share: starts the system, and on SIGINT or SIGTERM
 * (during start-up too) stops what has started, apps first and services last, saying how long it
 * took; a second Ctrl-C a second or more after the first kills every process group at once. A
 * crash of a process the system needs stops the rest and exits 1; an error thrown at start-up is
 * printed as its message only (they are written for people), then the same.
 */
export async function runLauncher<S extends Launched>(options: {
  start: (abort: AbortSignal) => Promise<S>;
  /** Once everything is up: say where it is. */
  onStarted: (system: S) => void;
  /** First thing when stopping (forget a record of the running system). */
  onStopping?: () => void;
}): Promise<void> {
  let stopping = false;
  let firstSignalAt = 0;
  const starting = new AbortController();
  const startup = options.start(starting.signal);

  async function shutdown(reason: string, code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    say(`${reason}: stopping everything ...`);
    options.onStopping?.();
    // Still starting: what has started stops now, and start-up gives up at its next step.
    starting.abort();
    await startup.then(
      (system) => system.stop(),
      () => undefined,
    );
    say(`stopped in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
    process.exit(code);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second Ctrl-C while stopping means "now". Not one within a second of the first: under
      // npm the terminal's SIGINT arrives twice (npm forwards the one it got as well).
      if (stopping && Date.now() - firstSignalAt > 1000) {
        killEveryOwnGroup();
        process.exit(130);
      }
      firstSignalAt ||= Date.now();
      void shutdown(signal === 'SIGINT' ? 'Ctrl-C' : signal, 0);
    });
  }

  try {
    const system = await startup;
    options.onStarted(system);
    // Processes exit while we stop them on purpose: only an exit before that is a crash.
    const why = await system.crashed;
    if (!stopping) await shutdown(why, 1);
  } catch (error) {
    // Stopped during start-up: shutdown() is already on it, and the launcher exits when it is done.
    if (!stopping) {
      console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
      await shutdown('start-up failed', 1);
    }
  }
}
