import { context, propagation, trace, type Sampler } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { instrumentPg, type PgModuleLike } from './pg-spans.js';
import { instrumentRedis } from './redis-spans.js';
import { matchbazaarTracer } from './spans.js';
import type { SamplerName, TracingSettings } from './tracing-config.js';
import { setTracingOn } from './tracing-state.js';

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
    sampler: samplerFor(settings.sampler, settings.ratio),
    spanProcessors: [processor],
  });
  trace.setGlobalTracerProvider(provider);
  const undo = [instrumentRedis(matchbazaarTracer())];
  if (options.pg) undo.push(instrumentPg(options.pg, matchbazaarTracer()));
  setTracingOn(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingOn(false);
      for (const off of undo) off();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
