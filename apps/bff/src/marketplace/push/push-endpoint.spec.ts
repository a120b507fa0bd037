import { describe, expect, it } from '@jest/globals';
import { isPublicPushHost } from './push-endpoint.js';

describe('push endpoints in production', () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(isPublicPushHost(endpoint)).toBe(true);
    }
  });

  it('refuses addresses inside our network', () => {
    for (const endpoint of [
      'https://127.0.0.1:8443/push/1',
      'https://[::1]/push/1',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://localhost./push',
      'https://127.0.0.1./push',
      'https://metadata.localhost./push',
      'https://redis.localhost/push',
      'https://postgres/push',
    ]) {
      expect(isPublicPushHost(endpoint)).toBe(false);
    }
  });
});
