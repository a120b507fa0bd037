import {
  context,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Sampler,
  type SamplingResult,
  type SpanKind,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { instrumentPg, type PgModuleLike } from './pg-spans.js';
import { instrumentRedis } from './redis-spans.js';
import { KEPT_AT_ENTRY, matchbazaarTracer } from './spans.js';
import type { SamplerName, TracingSettings } from './tracing-config.js';
import { setEntrySampling, setTracingOn } from './tracing-state.js';

/** This module is imported only when tracing is on (index.ts's startTracing). */

export interface StartTracingOptions {
  /** node-postgres as the app imports it, so its Client is the one patched. */
  pg?: PgModuleLike;
  /** Instead of OTLP over HTTP (tests): spans go here, each as it ends. */
  exporter?: SpanExporter;
  /** The service's version, as a resource attribute. */
  serviceVersion?: string;
}

export interface RunningTracing {
  /** Sends what is buffered and stops; the process stops tracing. */
  shutdown(): Promise<void>;
  /** Sends what is buffered now (a test before it reads the collector). */
  flush(): Promise<void>;
}

function samplerFor(name: SamplerName, ratio: number): Sampler {
  const ratioSampler = () => new TraceIdRatioBasedSampler(ratio);
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratioSampler();
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratioSampler() });
  }
}

/**
 * The configured sampler, except for spans of a request the entry sampling already kept
 * (spans.ts's startServerSpan): those are kept, so a ratio is not applied twice.
 */
class EntryDecidedSampler implements Sampler {
  constructor(private readonly configured: Sampler) {}

  shouldSample(
    active: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    if (active.getValue(KEPT_AT_ENTRY) === true)
      return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.configured.shouldSample(active, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return `EntryDecided{${this.configured.toString()}}`;
  }
}

/** A ratio sampler's decision for a request with no trace of its own, made before any span. */
function entrySamplingFor(name: SamplerName, ratio: number): (() => boolean) | undefined {
  if (name !== 'traceidratio' && name !== 'parentbased_traceidratio') return undefined;
  return () => Math.random() < ratio;
}

export function start(
  settings: TracingSettings,
  options: StartTracingOptions = {},
): RunningTracing {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const processor = options.exporter
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: settings.tracesUrl }),
        scheduledDelayMillis: 1_000,
      });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      ...(options.serviceVersion !== undefined && { 'service.version': options.serviceVersion }),
      'process.pid': process.pid,
    }),
    sampler: new EntryDecidedSampler(samplerFor(settings.sampler, settings.ratio)),
    spanProcessors: [processor],
  });
  trace.setGlobalTracerProvider(provider);
  const undo = [instrumentRedis(matchbazaarTracer())];
  if (options.pg) undo.push(instrumentPg(options.pg, matchbazaarTracer()));
  setEntrySampling(entrySamplingFor(settings.sampler, settings.ratio));
  setTracingOn(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingOn(false);
      setEntrySampling(undefined);
      for (const off of undo) off();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
