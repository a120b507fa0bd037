import type { FastifyInstance } from 'fastify';
import type { BffMetrics } from './bff-metrics.js';

/** The route label of a request no route matched (a 404 from the router), so ids never become labels. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One onResponse hook: the router's template (`/api/v1/listings/:id`, never the URL with its ids),
 * the method, the status and Fastify's own elapsed time into one histogram. Nothing is awaited and
 * nothing is made that the histogram does not keep (docs/operations/metrics.md has its cost).
 */
export function recordRequests(fastify: FastifyInstance, metrics: BffMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1_000,
    );
    done();
  });
}
