import { apiErrorMessage, isApiRequestError } from '@matchbazaar/api-client';
import { postingMessages, type PostIntent } from '@matchbazaar/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SavePostVariables } from './api/posting-mutations';
import {
  checkRequest,
  errorsByField,
  type PathTable,
  type RequestSchema,
} from './post-form-helpers';
import type { PostForm } from './use-post-form';

const t = postingMessages;

/** A post form's save: a mutation from `api/posting-mutations`. */
export type PostSave<T, D> = UseMutationResult<D, Error, SavePostVariables<T>>;

/** Which button is saving ('draft' or 'publish'), or null. */
export const savingIntent = <T, D>(save: PostSave<T, D>): PostIntent | null =>
  save.isPending ? save.variables.intent : null;

/**
 * A post form's submit: the request built from the values, checked with the contracts schema the
 * BFF applies (errors on their fields, focus on the first), then saved; the API's field errors go
 * to their fields the same way, any other refusal (a duplicate title, no shop) to the status.
 */
export function submitPost<V extends object, T, D>(
  form: PostForm<V>,
  save: PostSave<T, D>,
  intent: PostIntent,
  options: {
    schema: RequestSchema<T>;
    table: PathTable;
    requestOf: (values: V, intent: PostIntent) => unknown;
    onSaved: (saved: D, intent: PostIntent) => void;
  },
): void {
  if (save.isPending) return;
  const checked = checkRequest(
    options.schema,
    options.requestOf(form.values, intent),
    options.table,
  );
  if (!checked.ok) {
    form.showErrors(checked.errors);
    form.setStatus({ severity: 'error', text: checked.errors.form ?? t.fixErrors });
    return;
  }
  form.setStatus(null);
  save.mutate(
    { request: checked.data, intent },
    {
      onSuccess: (saved) => options.onSaved(saved, intent),
      onError: (error) => {
        const fieldErrors =
          isApiRequestError(error) && error.errors.length > 0
            ? errorsByField(error.errors, options.table)
            : {};
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        form.setStatus({
          severity: 'error',
          text:
            fieldErrors.form ??
            (Object.keys(fieldErrors).length > 0
              ? t.fixErrors
              : apiErrorMessage(error) || t.saveFailed),
        });
      },
    },
  );
}
