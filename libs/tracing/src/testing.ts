import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { startTracing, type RunningTracing, type StartTracingOptions } from './index.js';
import type { TracingSettings } from './tracing-config.js';

/** Tracing on for a spec, its spans kept in `exporter` as each ends. */
export interface TestTracing {
  readonly exporter: InMemorySpanExporter;
  start(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * The specs' tracing start (a separate entry, `@matchbazaar/tracing/testing`, so no app's code
 * loads it): every span sampled unless `sampler` says otherwise, none sent anywhere. Make it
 * where the spec is declared, start it in beforeAll and shut it down in afterAll.
 */
export function testTracing(
  options: Partial<Pick<TracingSettings, 'sampler' | 'ratio'>> &
    Omit<StartTracingOptions, 'exporter'> = {},
): TestTracing {
  const { sampler = 'always_on', ratio = 1, ...start } = options;
  const exporter = new InMemorySpanExporter();
  let running: RunningTracing | undefined;
  return {
    exporter,
    async start() {
      running = await startTracing(
        // Port 9 (discard): nothing listens, and the exporter above takes the spans anyway.
        { serviceName: 'spec', tracesUrl: 'http://127.0.0.1:9/v1/traces', sampler, ratio },
        { ...start, exporter },
      );
    },
    async shutdown() {
      await running?.shutdown();
    },
  };
}
