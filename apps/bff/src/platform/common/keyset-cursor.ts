import { HttpStatus } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import type { z } from 'zod';
import { ApiException } from './api-exception.js';

/**
 * Page cursors: the sort key of the last row sent, as base64url JSON. Opaque to clients; what one
 * decodes to is checked against its kind's schema from contracts (catalogue/cursors.ts), so a
 * hand-made cursor is a 400 like any other bad input, never a 500.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.output<S> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    invalidCursor();
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) invalidCursor();
  return parsed.data;
}

/** 400 naming the cursor: what a cursor that decodes but names no row of the order answers. */
export function invalidCursor(): never {
  throw new ApiException(HttpStatus.BAD_REQUEST, messages.catalogue.cursorInvalid, [
    { path: 'cursor', msg: messages.catalogue.cursorInvalid },
  ]);
}
