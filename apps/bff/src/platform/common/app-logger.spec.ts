import { Logger } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { pino } from 'pino';
import { AppLogger, logRequests } from './app-logger.js';
import { loggerOptions } from './logger-options.js';
import { runInRequestScope } from './request-scope.js';

function capture(level: 'debug' | 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const root = pino(loggerOptions({ LOG_LEVEL: level }), {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger: new AppLogger(root), lines };
}

const request = {
  id: 'req-1',
  method: 'GET',
  url: '/api/v1/auth/me',
  ip: '127.0.0.1',
  headers: { authorization: 'Bearer secret.token', cookie: 'mb_rt=secret', accept: '*/*' },
} as unknown as FastifyRequest;

describe('AppLogger', () => {
  it("takes Nest's calls (message, context) and pino's ({ err }, message)", () => {
    const { logger, lines } = capture('info');
    logger.log('listening', 'Bootstrap');
    const error = new Error('boom');
    logger.error({ err: error }, 'Unexpected error', 'ApiExceptionFilter');
    logger.error('Nest handler failed', 'Error: x\n    at y (z.js:1:1)', 'ExceptionsHandler');
    logger.debug('not at info', 'Bootstrap');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'listening', context: 'Bootstrap' });
    expect(lines[1]).toMatchObject({
      level: 50,
      msg: 'Unexpected error',
      context: 'ApiExceptionFilter',
      err: { message: 'boom' },
    });
    expect(lines[2]).toMatchObject({
      context: 'ExceptionsHandler',
      err: { message: 'Nest handler failed' },
    });
  });

  it('tags lines written during a request with it, secrets redacted', () => {
    const { logger, lines } = capture('info');
    const nest = new Logger('Accounts');
    Logger.overrideLogger(logger);
    try {
      runInRequestScope(request, () => nest.warn('suspicious'));
    } finally {
      Logger.overrideLogger(false);
    }
    expect(lines[0]).toMatchObject({
      msg: 'suspicious',
      context: 'Accounts',
      req: {
        id: 'req-1',
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: '[redacted]', cookie: '[redacted]', accept: '*/*' },
      },
    });
  });
});

describe('request logs', () => {
  async function serve(level: 'debug' | 'info') {
    const { logger, lines } = capture(level);
    const app = Fastify();
    app.addHook('onRequest', (req, _reply, done) => runInRequestScope(req, done));
    logRequests(app, logger);
    app.get('/api/ok', () => ({ ok: true }));
    app.get('/api/health', () => ({ ok: true }));
    app.get('/api/broken', (_req, reply) => reply.code(500).send({ ok: false }));
    for (const url of ['/api/ok', '/api/health', '/api/broken']) await app.inject({ url });
    await app.close();
    return lines;
  }

  it('are written at debug (errors at error), health checks left out', async () => {
    const lines = await serve('debug');
    expect(lines.map((l) => [l.level, (l.req as { url: string }).url, l.res])).toEqual([
      [20, '/api/ok', { statusCode: 200 }],
      [50, '/api/broken', { statusCode: 500 }],
    ]);
  });

  it('stay quiet at the default level, but for errors', async () => {
    const lines = await serve('info');
    expect(lines.map((l) => l.level)).toEqual([50]);
  });
});
