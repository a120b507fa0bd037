/**
 * Whether this process traces. Set once by startTracing; everything the apps call on a hot path
 * (job options, spans around sends, the log mixin) asks this first, so with tracing off they cost
 * one boolean read and the SDK is never loaded.
 */
let on = false;

export function tracingIsOn(): boolean {
  return on;
}

export function setTracingOn(value: boolean): void {
  on = value;
}
