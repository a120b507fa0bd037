import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { startMailSink, type MailSink } from '../../apps/mail-sink/src/index.js';
import { testBffEnv } from '../../apps/bff/src/testing/test-env.js';
import { buildBff } from '../../scripts/system/built-bff.js';
import { startBffProcess, type BffProcess } from '../../scripts/system/bff-process.ts';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';
import {
  buildWorker,
  startWorkerProcess,
  type WorkerProcess,
} from '../../scripts/system/worker-process.ts';

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

/**
 * Tracing end to end (docs/operations/tracing.md): the built BFF and worker, each as its own
 * process, export OTLP/HTTP JSON to a collector of our own. A contact message sent with a
 * browser's `traceparent` is one trace: the request's span, its INSERT, the queued mail, the
 * worker's job and the mail handed to SMTP, each the child of the one before; the worker's log
 * line of the delivery carries the trace's ids.
 */
describe('one trace from a request through its job to the mail it sends', () => {
  let receiver: OtlpReceiver;
  let sink: MailSink;
  let bff: BffProcess;
  let worker: WorkerProcess;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    buildBff();
    buildWorker();
    [receiver, sink] = await Promise.all([
      startOtlpReceiver(),
      startMailSink({ smtpPort: 0, httpPort: 0 }),
    ]);
    const env = await testBffEnv('tracing');
    cleanup = env.cleanup;
    const { config } = env;
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint };
    bff = await startBffProcess({
      ...tracing,
      NODE_ENV: 'test',
      // The request's own line ('request completed') is written at debug.
      LOG_LEVEL: 'debug',
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      JWT_SECRET: config.JWT_SECRET,
      COOKIE_SECRET: config.COOKIE_SECRET,
      SUBSCRIPTION_LINK_SECRET: config.SUBSCRIPTION_LINK_SECRET,
      SITE_MODE: 'live',
    });
    worker = await startWorkerProcess({
      ...tracing,
      LOG_LEVEL: 'info',
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      SMTP_URL: sink.smtpUrl,
      SUBSCRIPTION_LINK_SECRET: config.SUBSCRIPTION_LINK_SECRET,
    });
  }, 300_000);

  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await bff?.kill('SIGTERM');
    await sink?.close();
    await receiver?.close();
    await cleanup?.();
  });

  it('holds the request, its database statement, the job and the mail, each the child of the one before', async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpanId = randomBytes(8).toString('hex');
    const res = await fetch(`${bff.url}/api/v1/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${browserSpanId}-01`,
      },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Escrow',
        message: 'A question about escrow, traced.',
      }),
    });
    expect(res.status).toBeLessThan(300);

    const inTrace = (spans: ReceivedSpan[]) => spans.filter((s) => s.traceId === traceId);
    // Each process sends its spans in its own batch, once a second: wait for both.
    await receiver.waitFor(
      (spans) =>
        inTrace(spans).some((s) => s.service === 'matchbazaar-worker' && s.name === 'smtp send') &&
        inTrace(spans).some((s) => s.service === 'matchbazaar-bff' && s.kind === SERVER),
    );
    const spans = inTrace(receiver.spans);
    const one = (what: string, found: (s: ReceivedSpan) => boolean): ReceivedSpan => {
      const matches = spans.filter(found);
      if (matches.length !== 1) {
        const names = spans.map((s) => `${s.service} ${s.kind} ${s.name}`).join('\n  ');
        throw new Error(`${matches.length} spans for ${what} in the trace:\n  ${names}`);
      }
      return matches[0]!;
    };

    const request = one('the request', (s) => s.kind === SERVER);
    expect(request).toMatchObject({
      service: 'matchbazaar-bff',
      name: 'POST /api/v1/contact',
      parentSpanId: browserSpanId,
      statusCode: 0,
    });
    expect(request.attributes).toMatchObject({
      'http.route': '/api/v1/contact',
      'http.request.method': 'POST',
      'http.response.status_code': res.status,
      'matchbazaar.request_id': res.headers.get('x-request-id'),
    });

    const insert = one(
      'the INSERT',
      (s) =>
        s.kind === CLIENT &&
        s.attributes['db.system.name'] === 'postgresql' &&
        String(s.attributes['db.operation.name']) === 'INSERT',
    );
    expect(insert.service).toBe('matchbazaar-bff');
    // Under the request: directly, or under the transaction's own spans.
    expect(spans.map((s) => s.spanId)).toContain(insert.parentSpanId);
    expect(String(insert.attributes['db.query.text'])).toMatch(/insert into "contact_message"/i);
    expect(JSON.stringify(insert.attributes)).not.toContain('ada@example.com');

    const send = one('the queued mail', (s) => s.kind === PRODUCER);
    expect(send).toMatchObject({ service: 'matchbazaar-bff', name: 'send mail.deliver' });
    expect(send.attributes).toMatchObject({
      'messaging.system': 'bullmq',
      'messaging.destination.name': 'mail',
      'messaging.bullmq.job.name': 'deliver',
    });
    const redis = spans.filter(
      (s) => s.kind === CLIENT && s.attributes['db.system.name'] === 'redis',
    );
    expect(redis.some((s) => s.parentSpanId === send.spanId)).toBe(true);

    const job = one('the job', (s) => s.kind === CONSUMER);
    expect(job).toMatchObject({
      service: 'matchbazaar-worker',
      name: 'process mail.deliver',
      parentSpanId: send.spanId,
      statusCode: 0,
    });
    expect(job.attributes).toMatchObject({
      'messaging.destination.name': 'mail',
      'messaging.bullmq.job.name': 'deliver',
      'messaging.bullmq.job.attempt': 1,
    });

    const smtp = one('the mail', (s) => s.name === 'smtp send');
    expect(smtp).toMatchObject({ kind: CLIENT, parentSpanId: job.spanId });

    // The BFF's line of the request and the worker's line of the delivery name the trace.
    const lines = (output: string, has: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes(has))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines(bff.output(), 'request completed')).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/v1/contact' }),
        trace_id: traceId,
        span_id: request.spanId,
        trace_flags: '01',
      }),
    );
    expect(lines(worker.output(), 'delivered')).toContainEqual(
      expect.objectContaining({ trace_id: traceId, span_id: job.spanId, trace_flags: '01' }),
    );
  });
});
