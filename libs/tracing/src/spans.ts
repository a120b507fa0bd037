import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { tracingIsOn } from './tracing-state.js';

export { SpanKind, SpanStatusCode, type Attributes, type Span } from '@opentelemetry/api';

/** The one tracer of the apps' own spans (the provider carries the service name). */
export function matchbazaarTracer(): Tracer {
  return trace.getTracer('matchbazaar');
}

/** Marks a span failed with the error's class and message (never a payload). */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
  if (error instanceof Error) span.recordException(error);
}

/** The active span, when there is one and it is kept (sampled): only then is a child worth making. */
export function recordingParent(active: Context = context.active()): Span | undefined {
  const span = trace.getSpan(active);
  return span?.isRecording() ? span : undefined;
}

/**
 * Runs `work` in a child span of the active one, ended when its promise settles. With tracing
 * off, outside any trace (a timer, start-up), or in a trace not sampled, it only runs `work`: a
 * span of its own would start a trace nobody asked about, or record nothing.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracingIsOn() || recordingParent() === undefined) return work();
  return matchbazaarTracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** inSpan for synchronous work (a socket emit). */
export function inSpanSync<T>(
  name: string,
  attributes: Attributes,
  work: () => T,
  kind: SpanKind = SpanKind.INTERNAL,
): T {
  if (!tracingIsOn() || recordingParent() === undefined) return work();
  return matchbazaarTracer().startActiveSpan(name, { kind, attributes }, (span) => {
    try {
      return work();
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The fields a log line written inside a span carries (pino's `mixin`): the W3C ids in lower-case
 * hex, as Jaeger, Tempo and Loki's derived fields expect them. Outside a span: none.
 */
export function traceLogFields(): { trace_id?: string; span_id?: string; trace_flags?: string } {
  const span = trace.getSpan(context.active());
  if (span === undefined) return {};
  const ids = span.spanContext();
  if (!isSpanContextValid(ids)) return {};
  return {
    trace_id: ids.traceId,
    span_id: ids.spanId,
    trace_flags: `0${(ids.traceFlags & 0xff).toString(16)}`.slice(-2),
  };
}

/** pino options that add the trace ids to every line written inside a span; none when off. */
export function traceLogOptions(): { mixin?: () => Record<string, string> } {
  return tracingIsOn() ? { mixin: traceLogFields } : {};
}

/** The trace context as a W3C carrier (`traceparent`, maybe `tracestate`), or undefined. */
export function currentTraceCarrier(active: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  return carrier.traceparent === undefined ? undefined : JSON.stringify(carrier);
}

/** The context a carrier written by currentTraceCarrier (or BullMQ's own telemetry) names. */
export function contextFromCarrier(metadata: string | undefined): Context {
  if (metadata === undefined) return ROOT_CONTEXT;
  try {
    const carrier: unknown = JSON.parse(metadata);
    if (typeof carrier !== 'object' || carrier === null) return ROOT_CONTEXT;
    return propagation.extract(ROOT_CONTEXT, carrier as Record<string, string>);
  } catch {
    return ROOT_CONTEXT;
  }
}

/**
 * A SERVER span for an incoming request, continuing the caller's `traceparent` when its headers
 * carry one; `run` runs the request's handling with the span active. The attributes are worked out
 * only for a span that is kept: most requests are not sampled, and pay for none of them.
 */
export function startServerSpan(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  attributes: () => Attributes,
): { span: Span; run: (work: () => void) => void } {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = matchbazaarTracer().startSpan(name, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) span.setAttributes(attributes());
  const active = trace.setSpan(parent, span);
  return { span, run: (work) => context.with(active, work) };
}
