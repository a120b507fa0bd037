import { expect, jest } from '@jest/globals';
import { fromPromise, type AnyActorRef, type EventObject, type Snapshot } from 'xstate';

/**
 * Replays a path from xstate/graph on a running actor. The model treats an invoked actor's answer
 * and a delay as events; here they become a real promise settling and fake time passing, and the
 * running actor must match the model after every step. Shared by every machine's paths spec.
 */

/** A promise actor whose answers the test gives, one per invocation. */
export function deferredActor<TOutput, TInput>() {
  let settle: { resolve: (o: TOutput) => void; reject: (e: unknown) => void } | undefined;
  return {
    logic: fromPromise<TOutput, TInput>(
      () => new Promise<TOutput>((resolve, reject) => (settle = { resolve, reject })),
    ),
    answer: (output: TOutput) => settle?.resolve(output),
    fail: (error: unknown) => settle?.reject(error),
  };
}

interface ModelStep {
  event: EventObject & { output?: unknown; error?: unknown };
  state: Snapshot<unknown>;
}

export async function replayPath(opts: {
  actor: AnyActorRef;
  steps: ReadonlyArray<ModelStep>;
  /** Per invoked actor id, the deferred actor standing in for it. */
  invoked: Record<string, { answer: (o: never) => void; fail: (e: unknown) => void }>;
  /** Per delayed event type (`xstate.after.<delay>.<state id>`), how long it takes. */
  delays?: Record<string, number>;
  /** What must agree between the running actor and the model (value and context, say). */
  comparable: (snapshot: never) => unknown;
  describe: (event: EventObject & { value?: unknown; output?: unknown }) => string;
}): Promise<void> {
  // Fake timers must be on: answers settle on the microtask queue, delays pass in fake time.
  const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);
  const invokedActor = (id = '') => {
    const stand = opts.invoked[id];
    if (!stand) throw new Error(`No deferred actor given for the invoked actor "${id}"`);
    return stand;
  };
  for (const { event, state } of opts.steps) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (event.type === 'xstate.init') {
      // the actor is already started
    } else if (done) {
      invokedActor(done[1]).answer(event.output as never);
      await advance(0);
    } else if (failed) {
      invokedActor(failed[1]).fail(event.error);
      await advance(0);
    } else if (event.type.startsWith('xstate.after.')) {
      const ms = opts.delays?.[event.type];
      if (ms === undefined) throw new Error(`No duration given for ${event.type}`);
      await advance(ms);
    } else {
      opts.actor.send(event);
    }
    const after = opts.describe(event);
    expect([after, opts.comparable(opts.actor.getSnapshot() as never)]).toEqual([
      after,
      opts.comparable(state as never),
    ]);
  }
}

/** A readable test name for a path. */
export function describeSteps(
  steps: ReadonlyArray<{ event: EventObject }>,
  describe: (event: EventObject & { value?: unknown; output?: unknown }) => string,
): string {
  return (
    steps
      .slice(1)
      .map(({ event }) => describe(event))
      .join(' → ') || '(start)'
  );
}
