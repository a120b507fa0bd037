import { describe, expect, it } from '@jest/globals';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientAddress({ ip })).toBe(key);
  });

  it('puts every address of one /64 under one key, and another /64 under another', () => {
    const a = clientAddress({ ip: '2001:db8:aa:bb:1::1' });
    expect(clientAddress({ ip: '2001:db8:aa:bb:ffff:ffff:ffff:ffff' })).toBe(a);
    expect(clientAddress({ ip: '2001:db8:aa:bc::1' })).not.toBe(a);
  });
});
