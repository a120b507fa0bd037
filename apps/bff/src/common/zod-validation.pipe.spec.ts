import { describe, expect, it } from '@jest/globals';
import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';
import { ValidationFailedException } from './api-exception.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const schema = z.object({
  name: z.string().min(2, 'Name is too short'),
  age: z.number().int(),
  address: z.object({ city: z.string() }),
});

function failure(value: unknown): ValidationFailedException {
  try {
    new ZodValidationPipe(schema).transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailedException);
    return error as ValidationFailedException;
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

  it('answers 400 with one error per bad field, with dotted paths', () => {
    const error = failure({ name: 'A', age: 'old', address: {} });
    expect(error.getStatus()).toBe(400);
    expect(error.body.success).toBe(false);
    expect(error.body.message).toBe(messages.api.validationFailed);
    expect(error.body.errors).toEqual([
      { path: 'name', msg: 'Name is too short' },
      { path: 'age', msg: expect.any(String) },
      { path: 'address.city', msg: expect.any(String) },
    ]);
  });

  it('reports a missing body against the root path', () => {
    expect(failure(undefined).body.errors).toEqual([{ path: '', msg: expect.any(String) }]);
  });
});
