import { describe, expect, it } from '@jest/globals';
import { diffRows, valueText } from './audit-diff';

describe("an audit entry's before and after", () => {
  it('lists every field once and marks the ones that changed', () => {
    expect(
      diffRows({ role: 'user', status: 'active' }, { role: 'admin', status: 'active' }),
    ).toEqual([
      { field: 'role', before: 'user', after: 'admin', changed: true },
      { field: 'status', before: 'active', after: 'active', changed: false },
    ]);
  });

  it('counts a field added or removed as a change, and reads a missing side as nothing', () => {
    expect(diffRows(null, { value: 'live' })).toEqual([
      { field: 'value', before: null, after: 'live', changed: true },
    ]);
    expect(diffRows({ reason: 'spam' }, {})).toEqual([
      { field: 'reason', before: 'spam', after: null, changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('shows values that are not text as compact JSON', () => {
    expect(valueText(['replica', 'fake id'])).toBe('["replica","fake id"]');
    expect(valueText(30)).toBe('30');
    expect(valueText(false)).toBe('false');
    expect(diffRows({ terms: ['a'] }, { terms: ['a'] })[0]?.changed).toBe(false);
  });
});
