import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ token }` from the query string (the one-click link a mail client POSTs to) or else from a
 * JSON body (the web pages). Validate it with a pipe: `@LinkToken(pipe)`.
 */
export const LinkToken = createParamDecorator(
  (_data: unknown, context: ExecutionContext): { token: unknown } => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const query = isRecord(request.query) ? request.query : {};
    const body = isRecord(request.body) ? request.body : {};
    return { token: query.token ?? body.token };
  },
);
