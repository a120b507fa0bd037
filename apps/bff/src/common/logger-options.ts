import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { BffConfig } from '../config/bff-config.js';
import { requestIdFor } from './request-id.js';

/** pino through nestjs-pino: one JSON line per request, tagged with the request id; no secrets. */
export function loggerOptions(config: Pick<BffConfig, 'LOG_LEVEL'>): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      // Fastify assigned the id (see app.ts) and middie copies it onto the raw request.
      genReqId: (req: IncomingMessage) =>
        (req as IncomingMessage & { id?: string }).id ?? requestIdFor(req),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-xsrf-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Response headers are noise (and may set cookies): log the status only.
      serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
      // Load balancers poll health every few seconds; those lines are noise.
      autoLogging: {
        ignore: (req: IncomingMessage) =>
          (
            (req as IncomingMessage & { originalUrl?: string }).originalUrl ??
            req.url ??
            ''
          ).startsWith('/api/health'),
      },
    },
  };
}
