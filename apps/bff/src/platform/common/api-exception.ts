import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiError, ApiErrorCode, ApiFieldError } from '@matchbazaar/contracts';
import { messages } from '@matchbazaar/contracts';

/**
 * The one way our code answers with a client-visible message: the filter shows an ApiException's
 * message and errors as they are, while other HttpExceptions (Nest's own, guards', the router's)
 * get the catalogue text for their status, so no framework wording or detail reaches users.
 */
export class ApiException extends HttpException {
  readonly body: ApiError;

  constructor(
    status: HttpStatus,
    message: string,
    errors: ApiFieldError[] = [],
    options?: { cause?: unknown; code?: ApiErrorCode },
  ) {
    const body: ApiError = { success: false, message, errors };
    if (options?.code) body.code = options.code;
    super(body, status, options?.cause === undefined ? undefined : { cause: options.cause });
    this.body = body;
  }
}

/** 400 with field errors: what every validation failure answers. */
export class ValidationFailedException extends ApiException {
  constructor(errors: ApiFieldError[]) {
    super(HttpStatus.BAD_REQUEST, messages.api.validationFailed, errors);
  }
}

/** 400 for a JSON body that does not parse (raised by our JSON body parser). */
export class MalformedJsonException extends ApiException {
  constructor(cause?: unknown) {
    super(HttpStatus.BAD_REQUEST, messages.api.malformedJson, [], { cause });
  }
}
