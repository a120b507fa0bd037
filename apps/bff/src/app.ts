import cookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/postgresql';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { traceLogOptions, tracingIsOn } from '@matchbazaar/tracing';
import { pino, type DestinationStream } from 'pino';
import { registerBullBoard } from './administration/admin/bull-board.js';
import { isOperator, isOperatorBearer } from './administration/admin/operator-basic-auth.js';
import { AppModule, type ModuleImport } from './app.module.js';
import { ApiExceptionFilter } from './platform/common/api-exception.filter.js';
import { AppLogger, logRequests } from './platform/common/app-logger.js';
import { answerClientError, answerFrameworkError } from './platform/common/framework-errors.js';
import { applyRouteBodyLimits } from './platform/common/body-limit.js';
import { trustProxyOption } from './platform/common/client-address.js';
import { jsonBodyParser } from './platform/common/json-body-parser.js';
import { loggerOptions } from './platform/common/logger-options.js';
import { acceptMultipartOnUploadRoutes } from './platform/common/multipart.js';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/common/request-id.js';
import { requestForkResolver, runInRequestScope } from './platform/common/request-scope.js';
import { responseHeaders } from './platform/common/response-headers.js';
import type { BffConfig } from './platform/config/bff-config.js';
import { setupOpenApi } from './platform/docs/openapi.js';
import { BffMetrics } from './platform/metrics/bff-metrics.js';
import { recordRequests } from './platform/metrics/http-metrics.js';
import { registerMetricsRoute } from './platform/metrics/metrics-route.js';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter.js';
import { endRequestSpans, enterTraced } from './platform/tracing/request-spans.js';

export const API_PREFIX = 'api';

export interface CreateAppOptions {
  /** Extra modules (test-only controllers in integration tests). */
  imports?: ModuleImport[];
  /** Where logs go instead of stdout (tests that read what was logged). */
  logDestination?: DestinationStream;
}

/**
 * Builds the whole BFF (HTTP, sockets, queues, ORM) without listening, so main.ts and the
 * integration tests run exactly the same application.
 */
export async function createApp(
  config: BffConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the proxies TRUST_PROXY names: trusting X-Forwarded-For by default lets clients spoof IPs.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: requestIdFor,
    // No Nest middleware anywhere (request logging and scopes are fastify hooks), so no middie and
    // its per-request hook; a module that applies middleware would fail at start-up, not silently.
    skipMiddie: true,
    // Refusals made before any route runs answer in the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // With tracing on, each line written inside a span carries its trace and span ids.
  const logOptions = { ...loggerOptions(config), ...traceLogOptions() };
  const pinoLogger = options.logDestination
    ? pino(logOptions, options.logDestination)
    : pino(logOptions);
  const logger = new AppLogger(pinoLogger);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.imports),
    adapter,
    // Only JSON bodies are accepted (registered below); no urlencoded parser, so forms get 415.
    { logger, bodyParser: false, abortOnError: false },
  );

  // What every request pays for is kept to one hook: fixed headers (helmet's and CORS, worked out
  // once per origin, and the request id), preflights answered, and a scope whose logger and
  // EntityManager fork are made only when used.
  const fastify = app.getHttpAdapter().getInstance();
  applyRouteBodyLimits(fastify, config.BODY_LIMIT_BYTES);
  const headers = responseHeaders(config);
  // With tracing on (docs/operations/tracing.md) the scope is entered inside the request's span.
  const enter: typeof runInRequestScope = tracingIsOn()
    ? (request, done) => enterTraced(request, runInRequestScope, done)
    : runInRequestScope;
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers.for(request.headers.origin)).header(REQUEST_ID_HEADER, request.id);
    if (headers.preflight(request, reply)) return;
    enter(request, done);
  });
  if (tracingIsOn()) endRequestSpans(fastify);
  // Each request works on its own EntityManager fork (identity map per request).
  const orm = app.get(MikroORM);
  orm.config.set('context', requestForkResolver(orm.em));
  logRequests(fastify, logger);
  if (config.METRICS === 'on') {
    const metrics = app.get(BffMetrics);
    recordRequests(fastify, metrics);
    const token = config.OPERATOR_TOKEN;
    registerMetricsRoute(
      fastify,
      metrics,
      (authorization) =>
        token !== undefined &&
        (isOperatorBearer(authorization, token) || isOperator(authorization, token)),
    );
  }
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser(
    'application/json',
    { bodyLimit: config.BODY_LIMIT_BYTES },
    jsonBodyParser(fastify),
  );

  await app.register(cookie, { secret: config.COOKIE_SECRET });
  // Uploads (and the one-click unsubscribe form) take multipart; JSON everywhere else.
  acceptMultipartOnUploadRoutes(fastify);

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter(app.get(HttpAdapterHost)));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  setupOpenApi(app);
  await registerBullBoard(app, config);

  await app.init();
  return app;
}
