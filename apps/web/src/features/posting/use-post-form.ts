import { postingMessages } from '@matchbazaar/contracts';
import { useCallback, useRef, useState } from 'react';
import type { Status } from '../../components/status-alert';

type FieldErrors = Record<string, string>;

/**
 * The state of a post form (listing or requirement): values of any shape (photos, tags and
 * attributes are lists), one error per field (cleared when the field is edited), one status for
 * what belongs to no field, and focus on the first field in error. Ids are `post-<name>`, so
 * labels, helper texts and the error summary can point at them. Saving is the save mutation's
 * (`submit-post.ts`).
 */
export function usePostForm<V extends object>(initial: V, order: readonly string[]) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const inputs = useRef(new Map<string, HTMLElement | null>());

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (e[name] === undefined) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }, []);

  /** Shows `found` on their fields and moves focus to the first, in the form's order. */
  const showErrors = useCallback(
    (found: FieldErrors) => {
      setErrors(found);
      const first = order.find((name) => found[name] !== undefined);
      if (first) queueMicrotask(() => inputs.current.get(first)?.focus());
    },
    [order],
  );

  /** Makes `el` the focus target of `name`. */
  const register = useCallback(
    (name: string) => (el: HTMLElement | null) => {
      inputs.current.set(name, el);
    },
    [],
  );

  /** Props that tie a MUI TextField to a string value, its error and its focus target. */
  const text = <K extends keyof V & string>(name: K) => ({
    name,
    id: `post-${name}`,
    value: values[name] as string,
    error: errors[name] !== undefined,
    helperText: errors[name],
    inputRef: register(name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
  });

  return {
    values,
    setValues,
    set,
    errors,
    showErrors,
    register,
    text,
    // Once every marked field is fixed, "fields need your attention" has done its job.
    status:
      status?.text === postingMessages.fixErrors && Object.keys(errors).length === 0
        ? null
        : status,
    setStatus,
  };
}

export type PostForm<V extends object> = ReturnType<typeof usePostForm<V>>;
