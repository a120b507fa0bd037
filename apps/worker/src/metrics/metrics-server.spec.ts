import { messages } from '@matchbazaar/contracts';
import { createLogger } from '../adapters/logger.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';
import { WorkerMetrics } from './worker-metrics.js';

const token = 'operator-token-for-tests-0123456789';

describe('the worker metrics listener', () => {
  let server: MetricsServer;
  const metrics = new WorkerMetrics();
  const url = (path = '/metrics') => `http://127.0.0.1:${server.port}${path}`;

  beforeAll(async () => {
    server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      token,
      metrics,
      logger: createLogger('silent'),
    });
  });
  afterAll(() => server.close());

  it('answers the operator token with the registry', async () => {
    metrics.leads.inc();
    const res = await fetch(url(), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('matchbazaar_leads_sent_total 1');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('refuses a missing or wrong token with a 401, and knows no other path', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ] as Record<string, string>[]) {
      const res = await fetch(url(), { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(
        messages.api.metricsRequired,
      );
    }
    const other = await fetch(url('/'), { headers: { authorization: `Bearer ${token}` } });
    expect(other.status).toBe(404);
  });
});
