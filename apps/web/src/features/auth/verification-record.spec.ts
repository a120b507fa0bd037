import { describe, expect, it } from '@jest/globals';
import { parseVerificationRecord } from './verification-record';

describe('parseVerificationRecord', () => {
  it('reads a stored success', () => {
    expect(
      parseVerificationRecord(JSON.stringify({ verified: true, email: 'a@b.co', timestamp: 5 })),
    ).toEqual({ verified: true, email: 'a@b.co', timestamp: 5 });
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '[]',
    JSON.stringify({ verified: false, email: 'a@b.co', timestamp: 5 }),
    JSON.stringify({ verified: true, email: 3, timestamp: 5 }),
    JSON.stringify({ verified: true, email: 'a@b.co', timestamp: '5' }),
  ])('treats %p as no record', (raw) => {
    expect(parseVerificationRecord(raw)).toBeNull();
  });
});
