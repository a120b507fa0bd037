import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiException } from './api-exception.js';
import { mapError } from './error-mapping.js';
import { RateLimitedException } from './rate-limited.exception.js';

/**
 * The global filter: every HTTP error, including fastify's body-parsing errors and unknown routes,
 * leaves as `{ success: false, message, errors }`. Unexpected errors are logged, never shown.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const { status, body, unexpected, retryAfterSeconds } = mapError(exception);
    if (unexpected) {
      this.logger.error({ err: exception }, 'Unexpected error while handling a request');
    } else if (retryAfterSeconds !== undefined && !(exception instanceof ApiException)) {
      // A dependency out of reach: logged, without the stack, once per request.
      this.logger.warn(`Answered 503: ${(exception as Error).message}`);
    }
    const reply = host.switchToHttp().getResponse<{ header(name: string, value: string): void }>();
    if (exception instanceof RateLimitedException)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    else if (retryAfterSeconds !== undefined)
      reply.header('retry-after', String(retryAfterSeconds));
    this.adapterHost.httpAdapter.reply(reply, body, status);
  }
}
