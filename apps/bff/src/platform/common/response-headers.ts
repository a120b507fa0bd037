import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config/bff-config.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { securityHeaders } from './security-headers.js';

/** What a preflight may ask for (every method the API uses). */
const allowedMethods = 'GET, HEAD, PUT, PATCH, POST, DELETE';

/**
 * The fixed headers of every answer, worked out once per allowed origin: helmet's security
 * headers and, for a listed origin (CORS_ORIGINS), CORS with credentials (the refresh cookie).
 * One object per origin, so a request pays
 * for one lookup and one `reply.headers` call. The generic CORS plugin merged its options and
 * resolved the origin anew for each request, which cost as much as a small route's own work.
 */
export function responseHeaders(config: Pick<BffConfig, 'NODE_ENV' | 'CORS_ORIGINS'>) {
  // Every answer varies by Origin: a cache must not hand one origin's answer to another.
  const base = { ...securityHeaders(config), vary: 'Origin' };
  const byOrigin = new Map(
    config.CORS_ORIGINS.map((origin) => [
      origin,
      {
        ...base,
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': REQUEST_ID_HEADER,
      },
    ]),
  );
  return {
    /** The headers for an answer to a request from `origin` (a header value, or none). */
    for(origin: string | string[] | undefined): Record<string, string> {
      return (typeof origin === 'string' && byOrigin.get(origin)) || base;
    },
    /**
     * Answers a CORS preflight (OPTIONS with Origin and Access-Control-Request-Method) with 204
     * and what it may send; true when it did. An origin not listed gets no allow headers, so the
     * browser refuses the real request.
     */
    preflight(request: FastifyRequest, reply: FastifyReply): boolean {
      const { origin } = request.headers;
      const method = request.headers['access-control-request-method'];
      if (request.method !== 'OPTIONS' || !origin || !method) return false;
      if (byOrigin.has(origin)) {
        void reply.header('access-control-allow-methods', allowedMethods);
        const asked = request.headers['access-control-request-headers'];
        if (typeof asked === 'string') void reply.header('access-control-allow-headers', asked);
      }
      void reply
        .header('vary', 'Origin, Access-Control-Request-Headers')
        .header('content-length', '0')
        .code(204)
        .send();
      return true;
    },
  };
}
