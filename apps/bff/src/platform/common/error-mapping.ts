import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiError } from '@matchbazaar/contracts';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from './api-exception.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';

/** What a 503 tells the client to wait before trying again (Retry-After, in seconds). */
export const retryAfterUnavailableSeconds = 5;

export interface MappedError {
  status: number;
  body: ApiError;
  /** True when the error is ours (a bug or an outage), not the client's: it is logged with its stack. */
  unexpected: boolean;
  /** A 503's Retry-After: every outage answer says when to try again. */
  retryAfterSeconds?: number;
}

/** The catalogue text for each status an error can carry without a client-facing message of its own. */
const statusMessages: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: messages.api.validationFailed,
  [HttpStatus.UNAUTHORIZED]: messages.api.unauthorized,
  [HttpStatus.FORBIDDEN]: messages.api.forbidden,
  [HttpStatus.NOT_FOUND]: messages.api.notFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: messages.api.methodNotAllowed,
  [HttpStatus.PAYLOAD_TOO_LARGE]: messages.api.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: messages.api.unsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: messages.api.tooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: messages.api.serviceUnavailable,
};

export function messageForStatus(status: number): string {
  return (
    statusMessages[status] ??
    (status >= 400 && status < 500 ? messages.api.badRequest : messages.api.internal)
  );
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

/**
 * Every error in the envelope of docs/product/api.md: never a stack, never a framework's wording.
 */
export function mapError(error: unknown): MappedError {
  const mapped = mapKnownError(error);
  return mapped.status === HttpStatus.SERVICE_UNAVAILABLE
    ? { ...mapped, retryAfterSeconds: retryAfterUnavailableSeconds }
    : mapped;
}

function mapKnownError(error: unknown): MappedError {
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
  // PostgreSQL or Redis out of reach: an outage the client may retry, not a bug.
  if (isDependencyUnavailable(error)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: body(messages.api.serviceUnavailable),
      unexpected: false,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: body(messages.api.internal),
    unexpected: true,
  };
}
