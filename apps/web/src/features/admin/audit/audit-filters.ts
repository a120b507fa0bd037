import { auditQuerySchema } from '@matchbazaar/contracts';
import type { AuditFilters } from '../api/audit-api';

/**
 * The audit log's filters as a person types them (dates as the date inputs give them, YYYY-MM-DD)
 * and as the address keeps them, turned into the API's query and checked by its own schema, so
 * the page shows the API's words on the field to fix before it asks.
 */
export const filterFields = ['actor', 'action', 'targetKind', 'targetId', 'from', 'to'] as const;
export type FilterField = (typeof filterFields)[number];
export type FilterValues = Record<FilterField, string>;

export const noFilters: FilterValues = {
  actor: '',
  action: '',
  targetKind: '',
  targetId: '',
  from: '',
  to: '',
};

export function valuesFromParams(params: URLSearchParams): FilterValues {
  return Object.fromEntries(
    filterFields.map((field) => [field, params.get(field)?.trim() ?? '']),
  ) as FilterValues;
}

export function paramsFromValues(values: FilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of filterFields)
    if (values[field].trim()) params.set(field, values[field].trim());
  return params;
}

/** A day's local midnight, `days` later, as an instant the API reads; the text as it is if not a day. */
function dayStart(day: string, days = 0): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

/**
 * The query for these values, or the field errors that stop it. `to` is inclusive on the page (the
 * whole day) and exclusive in the API, so it is sent as the next day's start.
 */
export function filtersOf(
  values: FilterValues,
): { filters: AuditFilters; errors: null } | { filters: null; errors: Partial<FilterValues> } {
  const typed: Partial<FilterValues> = {};
  for (const field of filterFields) {
    const value = values[field].trim();
    if (value)
      typed[field] =
        field === 'from' ? dayStart(value) : field === 'to' ? dayStart(value, 1) : value;
  }
  const parsed = auditQuerySchema.safeParse(typed);
  if (parsed.success) {
    const { cursor: _cursor, limit: _limit, ...filters } = parsed.data;
    return { filters, errors: null };
  }
  const errors: Partial<FilterValues> = {};
  for (const issue of parsed.error.issues) {
    const field = filterFields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { filters: null, errors };
}

export const hasFilters = (values: FilterValues) =>
  filterFields.some((field) => values[field].trim() !== '');
