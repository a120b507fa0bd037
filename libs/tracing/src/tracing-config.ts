import { z } from 'zod';

/**
 * The standard OpenTelemetry variables the apps read (docs/operations/tracing.md). Tracing is on
 * when an OTLP endpoint is set and neither OTEL_SDK_DISABLED nor OTEL_TRACES_EXPORTER=none says
 * otherwise; without one, nothing of the SDK is loaded. The SDK's 3.x line no longer reads the
 * sampler from the environment, so these are read here, once, with the rest of an app's config.
 */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const otlpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const samplerNames = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type SamplerName = (typeof samplerNames)[number];

export const tracingEnv = {
  /** The collector's base URL (Jaeger, Tempo, an OpenTelemetry Collector); traces go to /v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: blankIsUnset(otlpUrl),
  /** The full traces URL, when it is not <endpoint>/v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: blankIsUnset(otlpUrl),
  /** `otlp` (the default) or `none` (tracing off even with an endpoint). */
  OTEL_TRACES_EXPORTER: z
    .enum(['otlp', 'none'], { error: "must be 'otlp' or 'none'" })
    .default('otlp'),
  /** `true` turns tracing off whatever else is set. */
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false', ''], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true'),
  OTEL_SERVICE_NAME: blankIsUnset(z.string().trim().min(1).max(100)),
  OTEL_TRACES_SAMPLER: z
    .enum(samplerNames, { error: `must be one of ${samplerNames.join(', ')}` })
    .default('parentbased_always_on'),
  /** The ratio the traceidratio samplers keep, from 0 to 1 (0.1: one trace in ten). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .default(1),
};

export type TracingEnv = z.infer<z.ZodObject<typeof tracingEnv>>;

/** What startTracing needs, worked out from an app's validated config. */
export interface TracingSettings {
  serviceName: string;
  tracesUrl: string;
  sampler: SamplerName;
  ratio: number;
}

/** The settings when tracing is on; undefined when it is off (the default). */
export function tracingSettings(
  env: TracingEnv,
  defaultServiceName: string,
): TracingSettings | undefined {
  if (env.OTEL_SDK_DISABLED || env.OTEL_TRACES_EXPORTER === 'none') return undefined;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (base === undefined ? undefined : `${base.replace(/\/+$/, '')}/v1/traces`);
  if (tracesUrl === undefined) return undefined;
  return {
    serviceName: env.OTEL_SERVICE_NAME ?? defaultServiceName,
    tracesUrl,
    sampler: env.OTEL_TRACES_SAMPLER,
    ratio: env.OTEL_TRACES_SAMPLER_ARG,
  };
}
