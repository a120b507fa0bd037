import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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
    const { status, body, unexpected } = mapError(exception);
    if (unexpected) {
      this.logger.error({ err: exception }, 'Unexpected error while handling a request');
    }
    const reply = host.switchToHttp().getResponse<{ header(name: string, value: string): void }>();
    if (exception instanceof RateLimitedException)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    this.adapterHost.httpAdapter.reply(reply, body, status);
  }
}
