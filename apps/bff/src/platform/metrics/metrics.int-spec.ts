import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import { startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { listen, TEST_OPERATOR_TOKEN } from '../../testing/test-env.js';
import { METRICS_PATH } from './metrics-route.js';

describe('GET /metrics (real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;

  beforeAll(async () => {
    kit = await startAccountsApp('metrics');
  });

  afterAll(async () => {
    await kit?.close();
  });

  const scrape = (authorization?: string) =>
    kit.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: authorization ? { authorization } : {},
    });

  it('refuses anyone without the operator token with a 401 in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer not-the-operator-token-at-all', 'Basic eDp5']) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.metricsRequired);
      expect(res.body).not.toContain('matchbazaar_');
    }
  });

  it('counts requests by route template, and reads queues, the ledger and orders at scrape time', async () => {
    const id = randomUUID();
    expect((await kit.call('GET', `listings/${id}`)).statusCode).toBe(404);
    const search = await kit.call('GET', 'listings/search?q=zzqxv');
    expect(search.statusCode).toBe(200);

    const basic = Buffer.from(`operator:${TEST_OPERATOR_TOKEN}`).toString('base64');
    expect((await scrape(`Basic ${basic}`)).statusCode).toBe(200);
    const res = await scrape(`Bearer ${TEST_OPERATOR_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;

    expect(text).toContain(
      'matchbazaar_http_request_duration_seconds_count{route="/api/v1/listings/:id",method="GET",status="404"} 1',
    );
    expect(text).not.toContain(id);
    expect(text).toMatch(/matchbazaar_searches_total\{kind="listing",result="(none|found)"\} 1/);
    expect(text).toMatch(/matchbazaar_search_duration_seconds_count\{kind="listing"\} 1/);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(text).toMatch(
        new RegExp(`matchbazaar_queue_jobs\\{queue="mail",state="${state}"\\} \\d+`),
      );
    expect(text).toMatch(/matchbazaar_queue_oldest_waiting_seconds\{queue="orders"\} /);
    expect(text).toContain('matchbazaar_ledger_balance_minor{currency="INR"} 0');
    expect(text).toContain('matchbazaar_orders{status="paid"} 0');
    expect(text).toMatch(/matchbazaar_postgres_database_bytes [1-9]\d+/);
    expect(text).toMatch(/matchbazaar_db_pool_connections\{state="max"\} 10/);
    expect(text).toMatch(/matchbazaar_db_connection_hold_seconds_count [1-9]/);
    expect(text).toMatch(/matchbazaar_redis_commands_total\{command="[a-z]+"\} [1-9]/);
    expect(text).toContain('matchbazaar_sockets_connected 0');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).not.toContain('matchbazaar_metrics_reading_failures_total{');
  });

  it('counts the sockets connected to this BFF', async () => {
    const base = await listen(kit.app);
    const user = await kit.signedInUser();
    const sockets: Awaited<ReturnType<typeof connectedSocket>>[] = [];
    try {
      await connectedSocket(base, user.accessToken, sockets);
      const text = (await scrape(`Bearer ${TEST_OPERATOR_TOKEN}`)).body;
      expect(text).toContain('matchbazaar_sockets_connected 1');
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});
