import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { apiErrorSchema } from '@matchbazaar/contracts';
import { toOpenApiSchema } from './json-schema.js';
import { messageForStatus } from './error-mapping.js';
import { rateLimitedSchema } from './rate-limited.exception.js';

const errorBody = toOpenApiSchema(apiErrorSchema);
const limitedBody = toOpenApiSchema(rateLimitedSchema);

/**
 * The error answers of a route (or of every route of a controller) in OpenAPI: each status with
 * the `{ success: false, message, errors }` envelope, a 429 also with `retryAfterSeconds` and the
 * Retry-After header. The one place error responses are documented.
 */
export function ApiErrors(...statuses: HttpStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      status === HttpStatus.TOO_MANY_REQUESTS
        ? ApiResponse({
            status,
            description: messageForStatus(status),
            schema: limitedBody,
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again',
                schema: { type: 'integer' },
              },
            },
          })
        : ApiResponse({ status, description: messageForStatus(status), schema: errorBody }),
    ),
  );
}
