import { HttpStatus } from '@nestjs/common';
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
