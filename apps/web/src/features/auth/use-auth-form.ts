import { useCallback, useRef, useState } from 'react';
import { checkForm, firstErrorField, type FieldErrors, type ParseSchema } from './form-errors';

export interface FormAlert {
  severity: 'error' | 'info' | 'success' | 'warning';
  text: string;
}

/**
 * The state every authentication form shares: values, inline errors (a field's error clears when
 * it is edited), a busy flag while the call runs, one alert for answers that belong to no field,
 * and focus on the first invalid field after a refused submit.
 */
export function useAuthForm<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const [order] = useState(() => Object.keys(initial));

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (e[field] === undefined) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
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

  /**
   * Client check with the contracts schema; undefined (errors shown) when the values fail it.
   * `also` adds errors the schema only reports once its fields pass (zod skips an object's
   * refinements while a field is invalid), so every problem shows on the first submit.
   */
  function validate<T>(schema: ParseSchema<T>, also?: (values: V) => FieldErrors): T | undefined {
    const checked = checkForm(schema, values);
    if (checked.ok) {
      setErrors({});
      return checked.data;
    }
    showErrors({ ...also?.(values), ...checked.errors });
    return undefined;
  }

  /** Makes `el` the focus target of `name` (for controls other than text fields). */
  const registerInput = (name: string, el: HTMLElement | null) => {
    inputs.current.set(name, el);
  };

  /** Props that tie a text field to its value, error and focus target. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    id: `auth-${name}`,
    value: values[name] as string,
    error: errors[name] !== undefined,
    helperText: errors[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current.set(name, el);
    },
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
  });

  return {
    values,
    set,
    errors,
    showErrors,
    validate,
    field,
    registerInput,
    busy,
    setBusy,
    alert,
    setAlert,
  };
}
