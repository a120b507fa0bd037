import { Body, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';
import { toOpenApiSchema } from './json-schema.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

/** A method decorator applied from a parameter decorator (OpenAPI describes the method). */
function onMethod(decorator: MethodDecorator): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) decorator(target, key, descriptor);
  };
}

/** The request body parsed with `schema` (400 with field errors otherwise) and documented in OpenAPI. */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    onMethod(ApiBody({ schema: toOpenApiSchema(schema, 'input') }))(target, key, index);
  };
}

/** Each property of an object schema, documented as one OpenAPI parameter `in` the query or path. */
function documentEach(
  schema: z.ZodObject,
  document: (name: string, required: boolean, schema: SchemaObject) => MethodDecorator,
): MethodDecorator {
  return (target, key, descriptor) => {
    const shape = toOpenApiSchema(schema, 'input');
    const required = new Set(Array.isArray(shape.required) ? shape.required : []);
    const properties = (shape.properties ?? {}) as Record<string, SchemaObject>;
    for (const [name, property] of Object.entries(properties))
      document(name, required.has(name), property)(target, key, descriptor);
  };
}

/** The query string parsed with `schema` (an object schema; use z.coerce for numbers). */
export function ZodQuery(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    onMethod(
      documentEach(schema, (name, required, property) =>
        ApiQuery({ name, required, schema: property }),
      ),
    )(target, key, index);
  };
}

/** The route parameters parsed with `schema` (an object schema; use z.coerce for numbers). */
export function ZodParams(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Param(new ZodValidationPipe(schema))(target, key, index);
    onMethod(
      documentEach(schema, (name, _required, property) =>
        ApiParam({ name, required: true, schema: property }),
      ),
    )(target, key, index);
  };
}
