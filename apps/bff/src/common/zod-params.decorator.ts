import { Body, Param, Query } from '@nestjs/common';
import { ApiBody, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';
import { toOpenApiSchema } from './json-schema.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

/** The request body parsed with `schema` (400 with field errors otherwise) and documented in OpenAPI. */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor)
        ApiBody({ schema: toOpenApiSchema(schema, 'input') })(target, key, descriptor);
    }
  };
}

/** The query string parsed with `schema` (an object schema; use z.coerce for numbers). */
export function ZodQuery(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    const shape = toOpenApiSchema(schema, 'input');
    const required = new Set(Array.isArray(shape.required) ? shape.required : []);
    const properties: Record<string, SchemaObject> = (shape.properties ?? {}) as Record<
      string,
      SchemaObject
    >;
    for (const [name, property] of Object.entries(properties)) {
      ApiQuery({ name, required: required.has(name), schema: property })(target, key, descriptor);
    }
  };
}

/** The route parameters parsed with `schema` (an object schema; use z.coerce for numbers). */
export function ZodParams(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Param(new ZodValidationPipe(schema))(target, key, index);
  };
}
