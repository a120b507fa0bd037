import type { RunningTracing, StartTracingOptions } from './sdk.js';
import type { TracingSettings } from './tracing-config.js';

export {
  samplerNames,
  tracingEnv,
  tracingSettings,
  type SamplerName,
  type TracingEnv,
  type TracingSettings,
} from './tracing-config.js';
export { tracingIsOn } from './tracing-state.js';
export {
  contextFromCarrier,
  currentTraceCarrier,
  failSpan,
  inSpan,
  inSpanSync,
  matchbazaarTracer,
  recordingParent,
  SpanKind,
  SpanStatusCode,
  startServerSpan,
  traceLogFields,
  traceLogOptions,
  type Attributes,
  type Span,
} from './spans.js';
export {
  enqueueTraced,
  processTraced,
  withJobTrace,
  type TraceableJob,
  type TraceableJobOptions,
} from './jobs.js';
export { querySummary, sanitizeStatement, type PgModuleLike } from './pg-spans.js';
export type { RunningTracing, StartTracingOptions } from './sdk.js';

/**
 * Starts tracing for this process (docs/operations/tracing.md): the SDK, the W3C propagator, the
 * context manager, and spans for PostgreSQL statements and Redis commands. The SDK is imported
 * here, and only here, so a process that never calls this never loads it. Call it before the app
 * is built, so its logger and request hooks see tracing on.
 */
export async function startTracing(
  settings: TracingSettings,
  options: StartTracingOptions = {},
): Promise<RunningTracing> {
  const sdk = await import('./sdk.js');
  return sdk.start(settings, options);
}
