import { SpanStatusCode, startServerSpan, type Span } from '@matchbazaar/tracing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskUrl } from '../common/log-masking.js';
import { UNMATCHED_ROUTE } from '../metrics/http-metrics.js';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * With tracing on (docs/operations/tracing.md), the request pipeline's one onRequest hook enters
 * the request through this instead of straight into its scope: a SERVER span named by the route
 * template (`POST /api/v1/contact`, never the URL with its ids), continuing the caller's
 * `traceparent` when it sends one, active for everything the request runs. The router has matched
 * before onRequest, so the template is known here.
 */
export function enterTraced(
  request: FastifyRequest,
  enter: (request: FastifyRequest, next: () => void) => void,
  next: () => void,
): void {
  const route = request.routeOptions.url;
  const { span, run } = startServerSpan(
    `${request.method} ${route ?? UNMATCHED_ROUTE}`,
    request.headers,
    () => ({
      'http.request.method': request.method,
      ...(route !== undefined && { 'http.route': route }),
      // Tokens, codes and phone numbers in URLs are masked as in the logs.
      'url.path': maskUrl(request.url),
      'client.address': request.ip,
      // The id the answer echoes and the log lines carry: a user's report finds its trace.
      'matchbazaar.request_id': request.id,
    }),
  );
  spans.set(request, span);
  run(() => enter(request, next));
}

/**
 * Ends each request's span when its answer is sent. No onRequestAbort hook: Fastify would then add
 * a 'close' listener to every request, which cost 3-4 µs a request in a measurement on this
 * machine (docs/benchmarks/api.md); a request whose client goes away before the answer is left
 * out of the traces, as it is left out of the metrics.
 */
export function endRequestSpans(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span !== undefined) {
      spans.delete(request);
      // An unsampled span records nothing; it only gave the request's log lines their trace id.
      if (span.isRecording()) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
    done();
  });
}
