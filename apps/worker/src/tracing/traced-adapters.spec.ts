import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { matchbazaarTracer } from '@matchbazaar/tracing';
import { testTracing } from '@matchbazaar/tracing/testing';
import type { PushDeviceRow } from '../adapters/push-store.js';
import type { PushSender } from '../adapters/push-sender.js';
import { traceWebPushes } from './traced-adapters.js';

describe('a Web Push send in a traced job', () => {
  const tracing = testTracing();
  const { exporter } = tracing;
  beforeAll(() => tracing.start());
  afterAll(() => tracing.shutdown());

  const device = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-secret-token',
    p256dh: 'key',
    auth: 'auth',
  } as PushDeviceRow;
  const options = { ttl: 3600, urgency: 'high', topic: 'abc' } as const;

  it('is a client span naming the push service and the outcome, never the device', async () => {
    exporter.reset();
    const sender = traceWebPushes({ send: () => Promise.resolve('gone') });
    await matchbazaarTracer().startActiveSpan('process push.notify', async (job) => {
      expect(await sender.send(device, '{}', options)).toBe('gone');
      job.end();
    });
    const push = exporter.getFinishedSpans().find((s) => s.name === 'web push send');
    expect(push?.attributes).toEqual({
      'server.address': 'fcm.googleapis.com',
      'matchbazaar.push.urgency': 'high',
      'matchbazaar.push.ttl': 3600,
      'matchbazaar.push.outcome': 'gone',
    });
    expect(JSON.stringify(push?.attributes)).not.toContain('device-secret-token');
  });

  it('marks the span failed when the push service fails, and rethrows', async () => {
    exporter.reset();
    const failing: PushSender = { send: () => Promise.reject(new Error('503 from push service')) };
    await matchbazaarTracer().startActiveSpan('process push.notify', async (job) => {
      await expect(traceWebPushes(failing).send(device, '{}', options)).rejects.toThrow('503');
      job.end();
    });
    const push = exporter.getFinishedSpans().find((s) => s.name === 'web push send');
    expect(push?.status).toMatchObject({ code: 2, message: '503 from push service' });
  });
});
