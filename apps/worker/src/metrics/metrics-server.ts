import { messages } from '@matchbazaar/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../adapters/logger.js';
import { isOperatorBearer } from './operator-bearer.js';
import type { WorkerMetrics } from './worker-metrics.js';

export interface MetricsServer {
  /** The port it listens on (METRICS_PORT, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/** The error envelope's shape, as the BFF answers (docs/product/api.md). */
const refusal = (message: string) => JSON.stringify({ success: false, message, errors: [] });
const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The worker's one HTTP listener: GET /metrics for Prometheus, with the operator token as a
 * bearer token, on METRICS_HOST (loopback unless an operator binds it to a private address).
 * Anything else is a 404; no token, a 401.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string;
  metrics: WorkerMetrics;
  logger: Logger;
}): Promise<MetricsServer> {
  const { metrics, token, logger } = options;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, json).end(refusal(messages.api.notFound));
      return;
    }
    if (!isOperatorBearer(request.headers.authorization, token)) {
      response
        .writeHead(401, { ...json, 'www-authenticate': 'Bearer realm="MatchBazaar operators"' })
        .end(refusal(messages.api.metricsRequired));
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, json).end(JSON.stringify({ success: false }));
      },
    );
  });
  // Keep-alive scrapes must not hold a shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ host: options.host, port }, 'metrics listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
