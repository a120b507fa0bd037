import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { toOpenApiSchema } from './json-schema.js';

/** The success answer in OpenAPI, from the same contracts schema the route's reply is typed by. */
export function Answers(
  schema: z.ZodType,
  status: HttpStatus = HttpStatus.OK,
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, schema: toOpenApiSchema(schema) });
}

/**
 * The success answer of a route that sends a file's bytes rather than JSON: its content types, and
 * the bodiless 304 when the route honours If-None-Match.
 */
export function AnswersFile(
  contentTypes: readonly string[],
  options: { notModified?: boolean } = {},
): MethodDecorator {
  const content = Object.fromEntries(contentTypes.map((type) => [type, {}]));
  return applyDecorators(
    ApiResponse({ status: HttpStatus.OK, content }),
    ...(options.notModified
      ? [
          ApiResponse({
            status: HttpStatus.NOT_MODIFIED,
            description: 'The copy named by If-None-Match is current; no body.',
          }),
        ]
      : []),
  );
}
