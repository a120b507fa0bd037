import { Body, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { messages } from '@matchbazaar/contracts';
import type { z } from 'zod';
import { ApiErrors } from './api-errors.decorator.js';
import { toOpenApiSchema } from './json-schema.js';
import { ZodValidationPipe, type ValidationOptions } from './zod-validation.pipe.js';

/**
 * The one way a controller takes input: body, query string and path parameters, each parsed by a
 * contracts schema (ZodValidationPipe: a 400 whose message is the first bad field's catalogue
 * text) and documented in OpenAPI from the same schema, with the error it answers.
 */

const onMethod =
  (decorate: MethodDecorator): ParameterDecorator =>
  (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) decorate(target, key, descriptor);
  };

const documentRefusal = (options: ValidationOptions): ParameterDecorator =>
  onMethod(ApiErrors(options.refuse?.status ?? HttpStatus.BAD_REQUEST));

const objectProperties = (schema: z.ZodType) => {
  const shape = toOpenApiSchema(schema, 'input');
  const required = new Set(Array.isArray(shape.required) ? shape.required : []);
  const properties = (shape.properties ?? {}) as Record<string, SchemaObject>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.has(name),
    schema: property,
  }));
};

/** The request body; a missing body is read as `{}`, so each missing field is named. */
export function ZodBody(schema: z.ZodType, options: ValidationOptions = {}): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodValidationPipe(schema, { emptyAs: {}, ...options }))(target, key, index);
    onMethod(ApiBody({ schema: toOpenApiSchema(schema, 'input') }))(target, key, index);
    onMethod(ApiErrors(HttpStatus.PAYLOAD_TOO_LARGE))(target, key, index);
    documentRefusal(options)(target, key, index);
  };
}

/** The query string (an object schema; use z.coerce for numbers). */
export function ZodQuery(schema: z.ZodObject, options: ValidationOptions = {}): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema, options))(target, key, index);
    for (const query of objectProperties(schema)) onMethod(ApiQuery(query))(target, key, index);
    documentRefusal(options)(target, key, index);
  };
}

/** The route parameters (an object schema; use z.coerce for numbers). */
export function ZodParams(
  schema: z.ZodObject,
  options: ValidationOptions = {},
): ParameterDecorator {
  return (target, key, index) => {
    Param(new ZodValidationPipe(schema, options))(target, key, index);
    for (const param of objectProperties(schema)) onMethod(ApiParam(param))(target, key, index);
    documentRefusal(options)(target, key, index);
  };
}

/** One route parameter, parsed by `schema`. */
export function ZodParam(
  name: string,
  schema: z.ZodType,
  options: ValidationOptions = {},
): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new ZodValidationPipe(schema, options))(target, key, index);
    onMethod(ApiParam({ name, required: true, schema: toOpenApiSchema(schema, 'input') }))(
      target,
      key,
      index,
    );
    documentRefusal(options)(target, key, index);
  };
}

/**
 * A path id: one that `schema` refuses cannot name a record, so it is answered 404 with the
 * not-found text, exactly like an id that names nothing (or someone else's): the shape of ids is
 * not revealed. Pass the route's own not-found text where the catalogue has one.
 */
export function FoundById(
  schema: z.ZodType,
  notFound: string = messages.api.notFound,
  name = 'id',
): ParameterDecorator {
  return ZodParam(name, schema, { refuse: { status: HttpStatus.NOT_FOUND, message: notFound } });
}
