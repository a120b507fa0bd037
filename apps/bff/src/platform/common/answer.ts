import { answerSchema } from '@matchbazaar/contracts';
import { z } from 'zod';

/**
 * The success envelope (docs/product/api.md), built here only, so every controller answers it the
 * same way. The keys keep this order: clients and tests compare the JSON as written.
 */
export interface Answered<T> {
  success: true;
  message: string;
  data: T;
}

/** A success that carries `data`. */
export const answered = <T>(data: T, message: string): Answered<T> => ({
  success: true,
  message,
  data,
});

/** A step that has nothing to hand back: `data` is `{}`. */
export const done = (message: string): Answered<Record<string, never>> => answered({}, message);

/** What `done` answers, for OpenAPI. */
export const doneAnswerSchema = answerSchema(z.object({}));

/** A success with a message and no `data` key at all (the older account and waitlist answers). */
export const said = (message: string): { success: true; message: string } => ({
  success: true,
  message,
});
