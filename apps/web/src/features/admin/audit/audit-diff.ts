import type { AuditState } from '@matchbazaar/contracts';

/** One field of an entry's record before and after the action, as text. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** A field's value as a person reads it: text as it is, anything else as compact JSON. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * Every field either side holds, in the order they first appear (before, then fields only after
 * has), each marked changed when its two sides differ: a field added or removed is a change too.
 */
export function diffRows(before: AuditState, after: AuditState): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = valueText(before?.[field]);
    const now = valueText(after?.[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}
