import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Level, Logger } from 'pino';
import { currentRequestScope } from './request-scope.js';

/** Nest's start-up chatter (every module and route, one line each): at debug, not info. */
const nestChatter = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'WebSocketsController',
]);

/** Load balancers poll health every few seconds; those lines are noise even at debug. */
const quietPaths = ['/api/health'];

/**
 * NestJS's logger over pino. Inside a request, lines carry the request (id, method, URL, headers
 * as the serializer allows); the child logger that does so is made only when a line is written.
 * Nest's own calls (`log(message, context)`) and pino's (`error({ err }, message)`) both work.
 */
export class AppLogger implements LoggerService {
  constructor(readonly root: Logger) {}

  /** The logger for the current request, or the root outside one. */
  current(): Logger {
    const scope = currentRequestScope();
    if (!scope) return this.root;
    return (scope.logger ??= this.root.child({ req: scope.request }));
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    this.write(
      typeof context === 'string' && nestChatter.has(context) ? 'debug' : 'info',
      message,
      rest,
    );
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    // Nest's Logger passes its context (a class name) last; before it, what the caller gave.
    const fields: Record<string, unknown> = {};
    if (rest.length > 0) fields.context = rest[rest.length - 1];
    const params = rest.slice(0, -1).filter((p) => p !== undefined);
    const logger = this.current();
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, ...(params as []));
    } else if (typeof message === 'object' && message !== null) {
      // pino's own shape: error({ err }, 'what happened').
      logger[level]({ ...fields, ...message }, ...(params as []));
    } else if (level === 'error' && params.length === 1 && isStack(params[0])) {
      // Nest's exception handlers pass (message, stack).
      logger[level]({
        ...fields,
        err: Object.assign(new Error(String(message)), { stack: params[0] }),
      });
    } else {
      logger[level](fields, String(message), ...(params as []));
    }
  }
}

const isStack = (value: unknown): value is string =>
  typeof value === 'string' && /\n\s*at /.test(value);

/**
 * One line per answered request at debug (5xx at error), so LOG_LEVEL=debug shows the traffic and
 * the default level keeps quiet. Nothing is built for a request whose line would be dropped.
 */
export function logRequests(fastify: FastifyInstance, logger: AppLogger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const level: Level = reply.statusCode >= 500 ? 'error' : 'debug';
    if (logger.root.isLevelEnabled(level) && !quietPaths.some((p) => request.url.startsWith(p))) {
      const line = { res: reply, responseTime: Math.round(reply.elapsedTime) };
      logger.current()[level](line, 'request completed');
    }
    done();
  });
}
