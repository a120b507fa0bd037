import { describe, expect, it } from '@jest/globals';
import type { LookupAddress } from 'node:dns';
import { isInsideAddress, publicOnlyLookup } from './public-only-agent.js';

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    publicOnlyLookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses as unknown as LookupAddress[]),
    ),
  );
}

describe('push sending dials public addresses only', () => {
  it('knows the addresses inside a network', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ]) {
      expect([address, isInsideAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '142.250.72.10',
      '172.32.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
    ]) {
      expect([address, isInsideAddress(address)]).toEqual([address, false]);
    }
  });

  it('refuses a name that resolves to loopback, at connect time', async () => {
    await expect(lookupAll('localhost')).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    await expect(lookupAll('127.0.0.1')).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
  });
});
