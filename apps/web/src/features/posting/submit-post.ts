import { apiErrorMessage, isApiRequestError } from '@matchbazaar/api-client';
import { postingMessages, type PostIntent } from '@matchbazaar/contracts';
import {
  checkRequest,
  errorsByField,
  type PathTable,
  type RequestSchema,
} from './post-form-helpers';
import type { PostForm } from './use-post-form';

const t = postingMessages;

/**
 * A post form's submit: the request built from the values, checked with the contracts schema the
 * BFF applies (errors on their fields, focus on the first), then sent; the API's field errors go
 * to their fields the same way, any other refusal (a duplicate title, no shop) to the status.
 */
export function submitPost<V extends object, T, D>(
  form: PostForm<V>,
  intent: PostIntent,
  options: {
    schema: RequestSchema<T>;
    table: PathTable;
    requestOf: (values: V, intent: PostIntent) => unknown;
    save: (request: T) => Promise<D>;
    onSaved: (saved: D, intent: PostIntent) => void;
  },
): void {
  if (form.busy) return;
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
  form.setBusy(intent);
  options
    .save(checked.data)
    .then((saved) => options.onSaved(saved, intent))
    .catch((error: unknown) => {
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
    })
    .finally(() => form.setBusy(null));
}
