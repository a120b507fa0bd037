import { describe, expect, it } from '@jest/globals';
import { HttpStatus } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from './api-exception.js';
import { ZodValidationPipe, type ValidationOptions } from './zod-validation.pipe.js';

const schema = z.object({
  name: z.string().min(2, 'Name is too short'),
  age: z.number().int(),
  address: z.object({ city: z.string() }),
});

function failure(value: unknown, options?: ValidationOptions, s: z.ZodType = schema) {
  try {
    new ZodValidationPipe(s, options).transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiException);
    return error as ApiException;
  }
  throw new Error('expected a validation failure');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed value (unknown keys stripped)', () => {
    const value = new ZodValidationPipe(schema).transform({
      name: 'Ann',
      age: 30,
      address: { city: 'Oslo' },
      extra: 1,
    });
    expect(value).toEqual({ name: 'Ann', age: 30, address: { city: 'Oslo' } });
  });

  it("answers 400 with one error per bad field; the message is the first field's own text", () => {
    const error = failure({ name: 'A', age: 'old', address: {} });
    expect(error.getStatus()).toBe(400);
    expect(error.body).toEqual({
      success: false,
      message: 'Name is too short',
      errors: [
        { path: 'name', msg: 'Name is too short' },
        { path: 'age', msg: expect.stringMatching(/^[^\0]+$/) },
        { path: 'address.city', msg: expect.stringMatching(/^[^\0]+$/) },
      ],
    });
  });

  it("skips zod's default wording for the message: only a schema's own text is shown", () => {
    const error = failure({ name: 'Ann', age: 'old', address: {} });
    expect(error.body.message).toBe(messages.api.validationFailed);
    expect(error.body.errors.map((e) => e.path)).toEqual(['age', 'address.city']);
  });

  it('reports a missing value against the root path', () => {
    expect(failure(undefined).body.errors).toEqual([{ path: '', msg: expect.any(String) }]);
  });

  it('reads a missing body as `emptyAs`, so each missing field is named', () => {
    const error = failure(undefined, { emptyAs: {} });
    expect(error.body.errors.map((e) => e.path)).toEqual(['name', 'age', 'address']);
  });

  it('answers the given refusal instead of the 400 (a bad id is a 404)', () => {
    const error = failure(
      'x',
      { refuse: { status: HttpStatus.NOT_FOUND, message: 'gone' } },
      z.uuid(),
    );
    expect(error.getStatus()).toBe(404);
    expect(error.body).toEqual({ success: false, message: 'gone', errors: [] });
  });
});
