import type { ApiFieldError } from '@matchbazaar/contracts';
import type { z } from 'zod';

/** Zod issues as SPEC.md section 7 field errors: a dotted path ('' for the whole value) and a text. */
export function zodIssuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  root?: string,
): ApiFieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { path: root ? (path ? `${root}.${path}` : root) : path, msg: issue.message };
  });
}
