import { describe, expect, it } from '@jest/globals';
import { maskUrl } from './log-masking.js';

describe('maskUrl', () => {
  it.each([
    [
      '/api/v1/auth/verify-reset-token/abcDEF123_-xyz',
      '/api/v1/auth/verify-reset-token/[redacted]',
    ],
    ['/auth/reset-password/abcDEF123_-xyz?x=1', '/auth/reset-password/[redacted]?x=1'],
    ['/api/v1/data-exports/abcDEF123_-xyz', '/api/v1/data-exports/[redacted]'],
    ['/account/data-export/abcDEF123_-xyz', '/account/data-export/[redacted]'],
    [
      '/auth/verify-email?token=abc.def&email=ada%40example.com',
      '/auth/verify-email?token=[redacted]&email=[redacted]',
    ],
    ['/api/dev/sms-outbox?to=15551234567', '/api/dev/sms-outbox?to=[redacted]'],
    ['/api/x?Code=123456&page=2', '/api/x?Code=[redacted]&page=2'],
    ['/api/x?refreshToken=r1', '/api/x?refreshToken=[redacted]'],
    ['/api/x?q=+1 (555) 123-4567', '/api/x?q=[redacted]'],
    ['/api/users/15551234567/profile', '/api/users/[redacted]/profile'],
  ])('%s -> %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('leaves ordinary URLs alone', () => {
    for (const url of [
      '/api/v1/listings/categories',
      '/api/v1/listings?page=2&limit=20',
      '/api/v1/support-tickets/123',
      '/api/v1/sessions/6c1e2d2a-3b9f-4c1e-9d1a-2f1e0b9c8a7d',
    ]) {
      expect(maskUrl(url)).toBe(url);
    }
  });
});
