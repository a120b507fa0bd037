import { messages } from '@matchbazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { BffMetrics } from './bff-metrics.js';

/** Outside the /api prefix, like the queue board: not part of the API, nor of its OpenAPI document. */
export const METRICS_PATH = '/metrics';

/**
 * GET /metrics for Prometheus, only with the operator token (`Authorization: Bearer
 * <OPERATOR_TOKEN>`, or the queue board's basic credentials); anyone else gets a 401 in the error
 * envelope, and so does everyone while OPERATOR_TOKEN is unset.
 */
export function registerMetricsRoute(
  fastify: FastifyInstance,
  metrics: BffMetrics,
  isOperator: (authorization: string | undefined) => boolean,
): void {
  fastify.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isOperator(request.headers.authorization)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="MatchBazaar operators"')
        .send({ success: false, message: messages.api.metricsRequired, errors: [] });
    }
    return reply.header('content-type', metrics.contentType).send(await metrics.scrape());
  });
}
