import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { BffConfig } from '../config/bff-config.js';

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
        url: request.url,
        headers: request.headers,
        remoteAddress: request.ip,
      }),
      // Response headers are noise (and may set cookies): log the status only.
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}
