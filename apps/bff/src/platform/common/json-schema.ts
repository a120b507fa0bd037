import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/** A zod schema as an OpenAPI 3.0 schema object, for @nestjs/swagger's decorators. */
export function toOpenApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output' = 'output',
): SchemaObject {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return jsonSchema;
}
