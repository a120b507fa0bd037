import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';
import { TooManyAttemptsException } from './accounts.service.js';

/** Copies a throttle's wait into the Retry-After header of the 429. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyAttemptsException) {
          const reply = context.switchToHttp().getResponse<FastifyReply>();
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
