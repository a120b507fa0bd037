import { describe, expect, it } from '@jest/globals';
import { applicationServerKey, pushState } from './push-state';

const facts = {
  supported: true,
  hasWorker: true,
  publicKey: 'BKey',
  permission: 'default' as NotificationPermission,
  registered: false,
};

describe('push on this device', () => {
  it('says why push cannot be turned on, the browser first, then the build, the server, the person', () => {
    expect(pushState({ ...facts, supported: false, publicKey: null })).toBe('unsupported');
    expect(pushState({ ...facts, hasWorker: false, publicKey: null })).toBe('no-worker');
    expect(pushState({ ...facts, publicKey: null, permission: 'denied' })).toBe('not-configured');
    expect(pushState({ ...facts, permission: 'denied', registered: true })).toBe('denied');
  });

  it('is on only with the permission granted and this browser among the devices', () => {
    expect(pushState({ ...facts, permission: 'granted', registered: true })).toBe('on');
    expect(pushState({ ...facts, permission: 'granted' })).toBe('off');
    expect(pushState({ ...facts, registered: true })).toBe('off');
    expect(pushState(facts)).toBe('off');
  });

  it('reads the VAPID key from base64url, padded or not', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...applicationServerKey('AQID_-8=')]).toEqual([1, 2, 3, 255, 239]);
  });
});
