import { passwordResetMessages } from '@matchbazaar/contracts';

/** The part of a zod schema the forms use, so the web app needs no zod import of its own. */
export interface ParseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form's values with the contracts schema the BFF also applies, so the browser shows the
 * same catalogue texts before sending. One message per field: the first the schema reports.
 */
export function checkForm<T>(schema: ParseSchema<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** 'Passwords do not match' on the confirmation, when it differs from the password given. */
export function confirmationError(values: {
  password?: unknown;
  confirmPassword?: unknown;
}): FieldErrors {
  return values.password && values.password !== values.confirmPassword
    ? { confirmPassword: passwordResetMessages.passwordsDiffer }
    : {};
}

/** The first field with an error, in the form's order: where focus goes after a failed submit. */
export function firstErrorField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** `errors` without `field`'s (the same object when it had none, so React skips a render). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A submit's check: the schema's result, plus `also`'s errors when it fails (errors the schema
 * only reports once its fields pass: zod skips an object's refinements while a field is invalid),
 * so every problem shows on the first submit. The schema's message wins for a field both report.
 */
export function checkSubmit<T, V>(
  schema: ParseSchema<T>,
  values: V,
  also?: (values: V) => FieldErrors,
): Checked<T> {
  const checked = checkForm(schema, values);
  return checked.ok ? checked : { ok: false, errors: { ...also?.(values), ...checked.errors } };
}
