import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import type { z } from 'zod';
import { ApiException } from './api-exception.js';
import { zodIssuesToFieldErrors } from './zod-issues.js';

/**
 * Like ZodValidationPipe, but the 400's `message` is the catalogue text of the first bad field
 * among `messageFields` (SPEC.md section 5's, which the launch page shows as the response message),
 * else the generic one. The field errors are listed either way.
 */
export class CatalogueValidationPipe<S extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<S>
> {
  constructor(
    private readonly schema: S,
    private readonly messageFields: readonly string[],
  ) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const errors = zodIssuesToFieldErrors(result.error.issues);
    const own = errors.find((e) => this.messageFields.includes(e.path));
    throw new ApiException(
      HttpStatus.BAD_REQUEST,
      own?.msg ?? messages.api.validationFailed,
      errors,
    );
  }
}
