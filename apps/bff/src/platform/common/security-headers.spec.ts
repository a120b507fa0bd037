import { describe, expect, it } from '@jest/globals';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it("are helmet's, worked out once from the configuration", () => {
    const headers = securityHeaders({ NODE_ENV: 'development' });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('upgrade insecure requests in production only', () => {
    expect(securityHeaders({ NODE_ENV: 'production' })['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
  });
});
