import { describe, expect, it } from '@jest/globals';
import { messages } from '@matchbazaar/contracts';
import {
  filtersOf,
  hasFilters,
  noFilters,
  paramsFromValues,
  valuesFromParams,
} from './audit-filters';

const m = messages.admin;
const actor = '7a1f0c1e-3b5d-4e8a-9c2f-1d2e3f4a5b6c';

describe('the audit log filters', () => {
  it('sends nothing without filters', () => {
    expect(filtersOf(noFilters)).toEqual({ filters: {}, errors: null });
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('turns the dates into instants: from the first day’s start to the end of the last day', () => {
    const result = filtersOf({ ...noFilters, from: '2026-11-01', to: '2026-11-30' });
    expect(result.errors).toBeNull();
    expect(result.filters?.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(result.filters?.to).toBe(new Date(2026, 11, 1).toISOString());
  });

  it('passes the other filters through the API’s schema', () => {
    expect(
      filtersOf({
        ...noFilters,
        actor,
        action: 'setting.changed',
        targetKind: 'setting',
        targetId: 'moderation.policy',
      }).filters,
    ).toEqual({
      actor,
      action: 'setting.changed',
      targetKind: 'setting',
      targetId: 'moderation.policy',
    });
  });

  it('names the field to fix in the API’s words', () => {
    expect(filtersOf({ ...noFilters, actor: 'ada' }).errors).toEqual({
      actor: m.auditActorInvalid,
    });
    expect(filtersOf({ ...noFilters, targetId: 'abc' }).errors).toEqual({
      targetKind: m.auditTargetNeedsKind,
    });
    expect(filtersOf({ ...noFilters, from: '2026-11-30', to: '2026-11-01' }).errors).toEqual({
      from: m.auditRangeInvalid,
    });
  });

  it('keeps the filled filters in the address and reads them back', () => {
    const values = { ...noFilters, action: 'user.suspended', from: '2026-11-01' };
    const params = paramsFromValues(values);
    expect(params.toString()).toBe('action=user.suspended&from=2026-11-01');
    expect(valuesFromParams(params)).toEqual(values);
  });
});
