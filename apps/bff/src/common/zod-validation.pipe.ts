import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationFailedException } from './api-exception.js';
import { zodIssuesToFieldErrors } from './zod-issues.js';

/**
 * Parses a request part (body, query, params) with a zod schema and hands the typed, parsed value
 * to the handler; anything that does not fit is a 400 naming each bad field.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw new ValidationFailedException(zodIssuesToFieldErrors(result.error.issues));
  }
}
