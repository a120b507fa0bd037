import { useCallback, useRef, useState } from 'react';
import type { Status } from '../status-alert';
import {
  checkSubmit,
  firstErrorField,
  withoutError,
  type FieldErrors,
  type ParseSchema,
} from './form-errors';

/**
 * The state every form shares: values, inline errors (a field's error clears when it is edited),
 * a busy flag while the call runs, one status for answers that belong to no field, and focus on
 * the first invalid field after a refused submit. Field ids are `<idPrefix>-<name>`.
 */
export function useFormState<V extends Record<string, string | boolean>>(
  initial: V,
  { idPrefix = 'auth' }: { idPrefix?: string } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const [start] = useState(initial);
  const [order] = useState(() => Object.keys(initial));

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutError(e, field));
  }, []);

  /** Shows `found` inline and focuses the first invalid field (after React has rendered it). */
  const showErrors = useCallback(
    (found: FieldErrors) => {
      setErrors(found);
      const first = firstErrorField(found, order);
      if (first) queueMicrotask(() => inputs.current.get(first)?.focus());
    },
    [order],
  );

  /** Client check with the contracts schema (see checkSubmit); undefined (errors shown) on failure. */
  function validate<T>(schema: ParseSchema<T>, also?: (values: V) => FieldErrors): T | undefined {
    const checked = checkSubmit(schema, values, also);
    if (checked.ok) {
      setErrors({});
      return checked.data;
    }
    showErrors(checked.errors);
    return undefined;
  }

  /** Makes `el` the focus target of `name` (for controls other than text fields). */
  const registerInput = (name: string, el: HTMLElement | null) => {
    inputs.current.set(name, el);
  };

  /** Props that tie a text field to its value, error and focus target. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: values[name] as string,
    error: errors[name] !== undefined,
    helperText: errors[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current.set(name, el);
    },
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
  });

  /** Back to `next` (the initial values by default), with no errors. */
  const reset = useCallback(
    (next: V = start) => {
      setValues(next);
      setErrors({});
    },
    [start],
  );

  return {
    values,
    set,
    reset,
    errors,
    showErrors,
    validate,
    field,
    registerInput,
    busy,
    setBusy,
    status,
    setStatus,
  };
}
