import { describe, expect, it } from '@jest/globals';
import { verifyResultOf } from './verify-access-code';

describe('what an answer of POST /api/access/verify means to the gate', () => {
  it('200 with verified: accepted', () => {
    expect(verifyResultOf(200, { success: true, verified: true }, null)).toEqual({
      outcome: 'accepted',
    });
  });

  it('401 (and 400, a code no server accepts): rejected, to be counted', () => {
    expect(verifyResultOf(401, { success: false }, null)).toEqual({ outcome: 'rejected' });
    expect(verifyResultOf(400, undefined, null)).toEqual({ outcome: 'rejected' });
  });

  it("429: locked for the body's seconds, else Retry-After's, else the gate's 30", () => {
    expect(verifyResultOf(429, { retryAfterSeconds: 17 }, '20')).toEqual({
      outcome: 'locked',
      retryAfterSeconds: 17,
    });
    expect(verifyResultOf(429, { message: 'x' }, '20')).toEqual({
      outcome: 'locked',
      retryAfterSeconds: 20,
    });
    expect(verifyResultOf(429, 'Too many', 'soon')).toEqual({
      outcome: 'locked',
      retryAfterSeconds: 30,
    });
  });

  it('anything else throws, so the attempt is not counted', () => {
    expect(() => verifyResultOf(503, { success: false }, null)).toThrow('503');
    expect(() => verifyResultOf(500, undefined, null)).toThrow();
    expect(() => verifyResultOf(403, undefined, null)).toThrow();
    // A 200 that does not say verified (a proxy's page, say) is no pass.
    expect(() => verifyResultOf(200, '<html>', null)).toThrow();
  });
});
