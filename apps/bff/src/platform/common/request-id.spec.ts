import { describe, expect, it } from '@jest/globals';
import { requestIdFor } from './request-id.js';

describe('requestIdFor', () => {
  it('keeps a plain incoming id', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'edge-42.a:b_c' } })).toBe('edge-42.a:b_c');
  });

  it('replaces a missing, long or unsafe id with a UUID', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFor({ headers: {} })).toMatch(uuid);
    expect(requestIdFor({ headers: { 'x-request-id': 'x'.repeat(129) } })).toMatch(uuid);
    expect(requestIdFor({ headers: { 'x-request-id': 'a\nforged log line' } })).toMatch(uuid);
  });
});
