import { Body, HttpStatus, type PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { messages } from '@matchbazaar/contracts';
import type { z } from 'zod';
import { ApiException } from '../common/api-exception.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { zodIssuesToFieldErrors } from '../common/zod-issues.js';

/**
 * Like ZodValidationPipe, but the 400's message is the first field's catalogue text (what the
 * auth screens show, SPEC.md section 8), and a missing body is read as `{}` so each missing
 * field is named instead of "expected an object".
 */
export class AuthValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = zodIssuesToFieldErrors(result.error.issues);
    throw new ApiException(
      HttpStatus.BAD_REQUEST,
      errors[0]?.msg ?? messages.api.validationFailed,
      errors,
    );
  }
}

/** The body parsed with `schema` by AuthValidationPipe, and documented in OpenAPI. */
export function AuthBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new AuthValidationPipe(schema))(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor)
        ApiBody({ schema: toOpenApiSchema(schema, 'input') })(target, key, descriptor);
    }
  };
}
