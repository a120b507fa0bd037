/**
 * Whether this process traces. Set once by startTracing; everything the apps call on a hot path
 * (job options, spans around sends, the log mixin) asks this first, so with tracing off they cost
 * one boolean read and the SDK is never loaded.
 */
let on = false;

export function tracingIsOn(): boolean {
  return on;
}

/** Counts starts and stops, so what was looked up under one provider is not used under the next. */
let generation = 0;

export function setTracingOn(value: boolean): void {
  on = value;
  generation += 1;
}

export function tracingGeneration(): number {
  return generation;
}

/**
 * How a request that arrives with no trace of its own is sampled, decided before any span is made
 * (docs/operations/tracing.md, "cost"): the SDK's sampler would first make two ids, a span object
 * and its metrics for the nine requests in ten a ratio of 0.1 drops. Undefined: ask the SDK.
 */
let entrySampling: (() => boolean) | undefined;

export function sampleAtEntry(): (() => boolean) | undefined {
  return entrySampling;
}

export function setEntrySampling(decide: (() => boolean) | undefined): void {
  entrySampling = decide;
}
