import { HttpStatus } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from './api-exception.js';

/**
 * Keyset pagination cursors: the sort key of the last row sent, as base64url JSON. Opaque to
 * clients; a cursor that does not decode to the expected shape is a 400, never a 500.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (
    !Array.isArray(values) ||
    values.length === 0 ||
    values.length !== shape.length ||
    values.some(
      (value, i) =>
        typeof value !== shape[i] ||
        (typeof value === 'number' && !Number.isFinite(value)) ||
        (typeof value === 'string' && value.length > 100),
    )
  ) {
    invalidCursor();
  }
  return values as { [K in keyof T]: T[K] extends 'number' ? number : string };
}

/** 400 naming the cursor: what a cursor that decodes but names no row of the order answers. */
export function invalidCursor(): never {
  throw new ApiException(HttpStatus.BAD_REQUEST, messages.catalogue.cursorInvalid, [
    { path: 'cursor', msg: messages.catalogue.cursorInvalid },
  ]);
}
