import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiError } from '@matchbazaar/contracts';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from './api-exception.js';

export interface MappedError {
  status: number;
  body: ApiError;
  /** True when the error is ours (a bug or an outage), not the client's: it is logged with its stack. */
  unexpected: boolean;
}

/** The catalogue text for a status when the error carries no client-facing message of its own. */
export function messageForStatus(status: number): string {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return messages.api.validationFailed;
    case HttpStatus.UNAUTHORIZED:
      return messages.api.unauthorized;
    case HttpStatus.FORBIDDEN:
      return messages.api.forbidden;
    case HttpStatus.NOT_FOUND:
      return messages.api.notFound;
    case HttpStatus.METHOD_NOT_ALLOWED:
      return messages.api.methodNotAllowed;
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return messages.api.payloadTooLarge;
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return messages.api.unsupportedMediaType;
    case HttpStatus.TOO_MANY_REQUESTS:
      return messages.api.tooManyRequests;
    case HttpStatus.SERVICE_UNAVAILABLE:
      return messages.api.serviceUnavailable;
    default:
      return status >= 400 && status < 500 ? messages.api.badRequest : messages.api.internal;
  }
}

/** Fastify's own request errors (FST_ERR_CTP_*, bad URLs, ...) and http-errors carry a 4xx statusCode. */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const body = (message: string, errors: ApiError['errors'] = []): ApiError => ({
  success: false,
  message,
  errors,
});

/** Every error as SPEC.md section 7's body: never a stack, never a framework's wording. */
export function mapError(error: unknown): MappedError {
  if (error instanceof ApiException) {
    const status = error.getStatus();
    return {
      status,
      body: error.body,
      unexpected: status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return {
      status,
      body: body(messageForStatus(status)),
      unexpected: status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE,
    };
  }
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined) {
    return { status: clientStatus, body: body(messageForStatus(clientStatus)), unexpected: false };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: body(messages.api.internal),
    unexpected: true,
  };
}
