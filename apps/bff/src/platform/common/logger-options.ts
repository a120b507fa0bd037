import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { BffConfig } from '../config/bff-config.js';
import { maskUrl } from './log-masking.js';

/** pino: JSON lines, those of a request tagged with it (see app-logger.ts); no secrets. */
export function loggerOptions(config: Pick<BffConfig, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        // Tokens, codes and phone numbers in URLs never reach the log (see log-masking).
        url: maskUrl(request.url),
        headers: maskReferer(request.headers),
        remoteAddress: request.ip,
      }),
      // Response headers are noise (and may set cookies): log the status only.
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** The reset page's own address (with its token) comes along as the Referer. */
function maskReferer(headers: FastifyRequest['headers']): FastifyRequest['headers'] {
  const referer = headers.referer;
  return typeof referer === 'string' ? { ...headers, referer: maskUrl(referer) } : headers;
}
