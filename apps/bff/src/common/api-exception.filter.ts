import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { mapError } from './error-mapping.js';

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
    const http = host.switchToHttp();
    this.adapterHost.httpAdapter.reply(http.getResponse(), body, status);
  }
}
