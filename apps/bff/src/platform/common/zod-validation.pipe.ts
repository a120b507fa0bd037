import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from './api-exception.js';

/** What a request part that does not fit answers when a plain 400 would say too much. */
export interface Refusal {
  status: HttpStatus;
  message: string;
}

export interface ValidationOptions {
  /**
   * Answer this instead of the 400: a path id that cannot name a record is a 404, exactly like an
   * id that names nobody's, so the shape of ids is not revealed.
   */
  refuse?: Refusal;
  /** A missing body is read as `{}`, so each missing field is named (and gets its own text). */
  emptyAs?: unknown;
}

/**
 * Zod's default wording (no catalogue text given by the schema) is tagged while parsing, so the
 * 400's message can skip it: it is English for developers, not a catalogue text for users.
 */
const DEFAULT_WORDING = '\u0000default\u0000';
const localeText = (issue: z.core.$ZodRawIssue): string => {
  const text = z.config().localeError?.(issue);
  return typeof text === 'string' ? text : (text?.message ?? 'Invalid input');
};
const tagDefaultWording = (issue: z.core.$ZodRawIssue) => DEFAULT_WORDING + localeText(issue);

/**
 * Parses a request part (body, query, params) with a contracts zod schema and hands the typed,
 * parsed value to the handler. Anything that does not fit is a 400 listing each bad field; its
 * message is the first bad field's catalogue text where the schema gives one, else the generic
 * "some fields are missing or invalid".
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    private readonly options: ValidationOptions = {},
  ) {}

  transform(value: unknown): z.infer<S> {
    const given = value === undefined && 'emptyAs' in this.options ? this.options.emptyAs : value;
    const result = this.schema.safeParse(given, { error: tagDefaultWording });
    if (result.success) return result.data;
    const { refuse } = this.options;
    if (refuse) throw new ApiException(refuse.status, refuse.message);
    let message: string = messages.api.validationFailed;
    let found = false;
    const errors = result.error.issues.map((issue) => {
      const ownText = !issue.message.startsWith(DEFAULT_WORDING);
      if (ownText && !found) [message, found] = [issue.message, true];
      return {
        path: issue.path.map(String).join('.'),
        msg: ownText ? issue.message : issue.message.slice(DEFAULT_WORDING.length),
      };
    });
    throw new ApiException(HttpStatus.BAD_REQUEST, message, errors);
  }
}
