import { describe, expect, it } from '@jest/globals';
import { noticeOf, noticeState } from './navigation-notice-state';

describe('noticeOf', () => {
  it('reads a notice, success unless it says otherwise', () => {
    expect(noticeOf(noticeState('Your account was deleted.'))).toEqual({
      severity: 'success',
      message: 'Your account was deleted.',
    });
    expect(noticeOf(noticeState('Heads up', 'info'))?.severity).toBe('info');
    expect(noticeOf({ notice: { severity: 'error', message: 'x' } })?.severity).toBe('success');
  });

  it("reads a guard's denial as a warning ('' leaves the permission text to the notice)", () => {
    expect(noticeOf({ accessDenied: true, message: 'Sellers only' })).toEqual({
      severity: 'warning',
      message: 'Sellers only',
    });
    expect(noticeOf({ accessDenied: true })).toEqual({ severity: 'warning', message: '' });
  });

  it('finds nothing in other states', () => {
    for (const state of [null, undefined, 'x', {}, { from: '/' }, { notice: { message: '' } }])
      expect(noticeOf(state)).toBeNull();
  });
});
