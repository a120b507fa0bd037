import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { z } from 'zod';
import {
  enqueueTraced,
  inSpan,
  matchbazaarTracer,
  processTraced,
  querySummary,
  sanitizeStatement,
  traceLogFields,
  traceLogOptions,
  tracingIsOn,
  tracingEnv,
  tracingSettings,
  withJobTrace,
  type TraceableJobOptions,
} from './index.js';
import { testTracing } from './testing.js';
import type { TracingEnv } from './tracing-config.js';

const env = (overrides: Partial<TracingEnv> = {}): TracingEnv => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined,
  OTEL_TRACES_EXPORTER: 'otlp',
  OTEL_SDK_DISABLED: false,
  OTEL_SERVICE_NAME: undefined,
  OTEL_TRACES_SAMPLER: 'parentbased_always_on',
  OTEL_TRACES_SAMPLER_ARG: 1,
  ...overrides,
});

describe('when tracing is on (docs/operations/tracing.md)', () => {
  it('is off with no endpoint, with OTEL_SDK_DISABLED and with OTEL_TRACES_EXPORTER=none', () => {
    expect(tracingSettings(env(), 'bff')).toBeUndefined();
    const endpoint = 'http://collector:4318/';
    expect(
      tracingSettings(env({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SDK_DISABLED: true }), 'b'),
    ).toBeUndefined();
    expect(
      tracingSettings(
        env({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_EXPORTER: 'none' }),
        'b',
      ),
    ).toBeUndefined();
    expect(tracingSettings(env({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }), 'bff')).toEqual({
      serviceName: 'bff',
      tracesUrl: 'http://collector:4318/v1/traces',
      sampler: 'parentbased_always_on',
      ratio: 1,
    });
    expect(
      tracingSettings(
        env({
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example/otlp/traces',
          OTEL_SERVICE_NAME: 'bff-eu',
        }),
        'bff',
      ),
    ).toMatchObject({ serviceName: 'bff-eu', tracesUrl: 'https://tempo.example/otlp/traces' });
  });

  it('refuses a bad endpoint, sampler or ratio at start, naming each', () => {
    const result = z.object(tracingEnv).safeParse({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
      OTEL_TRACES_SAMPLER: 'sometimes',
      OTEL_TRACES_SAMPLER_ARG: '10%',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'OTEL_TRACES_SAMPLER',
      'OTEL_TRACES_SAMPLER_ARG',
    ]);
    expect(z.object(tracingEnv).parse({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
    });
  });

  it('adds nothing anywhere while it is off', async () => {
    expect(tracingIsOn()).toBe(false);
    expect(traceLogOptions()).toEqual({});
    const opts = { jobId: 'a' };
    expect(withJobTrace(opts)).toBe(opts);
    const process = () => Promise.resolve('done');
    expect(processTraced('mail', process)).toBe(process);
    await expect(enqueueTraced('mail', 'deliver', opts, (o) => Promise.resolve(o))).resolves.toBe(
      opts,
    );
  });
});

describe('statements in spans', () => {
  it('names a statement by its operation and table', () => {
    expect(querySummary('select "u".* from "app_user" as "u" where "u"."id" = $1')).toBe(
      'SELECT app_user',
    );
    expect(querySummary('insert into "contact_message" ("name") values ($1)')).toBe(
      'INSERT contact_message',
    );
    expect(querySummary('update public.market_order set x = 1')).toBe('UPDATE public.market_order');
    expect(querySummary('begin')).toBe('BEGIN');
  });

  it('takes the values out of a statement MikroORM wrote them into', () => {
    expect(
      sanitizeStatement(
        `insert into "contact_message" ("name", "email", "n") values ('O''Hara', 'ada@example.com', 42) returning "id"`,
      ),
    ).toBe(`insert into "contact_message" ("name", "email", "n") values (?, ?, ?) returning "id"`);
    expect(sanitizeStatement('select * from "t1" where "a" = $1 and b = -3.5 limit 10')).toBe(
      'select * from "t1" where "a" = $1 and b = ? limit ?',
    );
    expect(sanitizeStatement("select $tag$secret$tag$, E'x\\'y'")).toBe('select ?, ?');
  });
});

describe('with tracing on', () => {
  const queries: unknown[][] = [];
  class FakeClient {
    database = 'mb';
    host = '127.0.0.1';
    port = 5432;
    query(...args: unknown[]): unknown {
      queries.push(args);
      const callback = args.find((a) => typeof a === 'function') as
        ((error: unknown, result: unknown) => void) | undefined;
      if (callback) {
        setImmediate(() => callback(null, { rows: [] }));
        return undefined;
      }
      return Promise.resolve({ rows: [] });
    }
  }
  const tracing = testTracing({ pg: { Client: FakeClient } });
  const { exporter } = tracing;

  beforeAll(() => tracing.start());
  afterAll(() => tracing.shutdown());

  it('writes the trace and span ids on every log line written inside a span, and none outside', () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info', ...traceLogOptions() }, stream);
    const child = logger.child({ queue: 'mail' });
    logger.info('outside');
    let ids = { traceId: '', spanId: '' };
    matchbazaarTracer().startActiveSpan('work', (span) => {
      ids = span.spanContext();
      logger.info('inside');
      child.warn({ extra: 1 }, 'inside, from a child');
      span.end();
    });
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[1]).toMatchObject({
      msg: 'inside',
      trace_id: ids.traceId,
      span_id: ids.spanId,
      trace_flags: '01',
    });
    expect(lines[2]).toMatchObject({ queue: 'mail', extra: 1, trace_id: ids.traceId });
    expect(traceLogFields()).toEqual({});
  });

  it('carries a producer span into the job its consumer runs, in one trace', async () => {
    exporter.reset();
    let carried: (TraceableJobOptions & { jobId?: string }) | undefined;
    await matchbazaarTracer().startActiveSpan('POST /api/v1/contact', async (request) => {
      await enqueueTraced('mail', 'deliver', { jobId: 'contact-1' }, (opts) => {
        carried = opts;
        return Promise.resolve();
      });
      request.end();
    });
    expect(carried).toMatchObject({
      jobId: 'contact-1',
      telemetry: { metadata: expect.any(String) },
    });
    const process = processTraced('mail', async () => {
      await inSpan('smtp send', {}, () => Promise.resolve());
    });
    await process({ name: 'deliver', id: 'contact-1', attemptsMade: 0, opts: carried ?? {} });
    const spans = exporter.getFinishedSpans();
    const byName = Object.fromEntries(spans.map((s) => [s.name, s]));
    const request = byName['POST /api/v1/contact']!;
    const send = byName['send mail.deliver']!;
    const job = byName['process mail.deliver']!;
    const smtp = byName['smtp send']!;
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(
      new Set([request.spanContext().traceId]),
    );
    expect(send.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(job.parentSpanContext?.spanId).toBe(send.spanContext().spanId);
    expect(smtp.parentSpanContext?.spanId).toBe(job.spanContext().spanId);
    expect(job.attributes).toMatchObject({
      'messaging.destination.name': 'mail',
      'messaging.bullmq.job.name': 'deliver',
      'messaging.message.id': 'contact-1',
      'messaging.bullmq.job.attempt': 1,
    });
  });

  it('starts a trace of its own for a job no traced producer queued', async () => {
    exporter.reset();
    await processTraced('analytics', () => Promise.resolve())({ name: 'rollup', attemptsMade: 2 });
    const [job] = exporter.getFinishedSpans();
    expect(job?.name).toBe('process analytics.rollup');
    expect(job?.parentSpanContext).toBeUndefined();
  });

  it('makes a span for a statement inside a trace, none outside, and ends it with a callback too', async () => {
    exporter.reset();
    const client = new FakeClient();
    await client.query('select 1');
    await matchbazaarTracer().startActiveSpan('request', async (request) => {
      await client.query({ name: 'me', text: 'select * from "app_user" where id = $1' }, ['7']);
      await new Promise((resolve) =>
        client.query('update "app_user" set name = \'x\'', (error: unknown) => resolve(error)),
      );
      request.end();
    });
    const statements = exporter.getFinishedSpans().filter((s) => s.name !== 'request');
    expect(statements.map((s) => s.name)).toEqual(['SELECT app_user', 'UPDATE app_user']);
    expect(statements[1]?.attributes).toMatchObject({
      'db.system.name': 'postgresql',
      'db.namespace': 'mb',
      'db.query.text': 'update "app_user" set name = ?',
    });
    expect(queries).toHaveLength(3);
  });
});
