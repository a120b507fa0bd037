import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a push endpoint must never reach: loopback, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and the unspecified addresses.
 */
const inside = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  inside.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one of ours rather than the internet's (IPv4-mapped IPv6 included). */
export function isInsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return inside.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return inside.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A DNS lookup that drops inside addresses. The BFF refuses endpoints that name such a host, but
 * a public name can still resolve to one (or be re-pointed later): this check happens at connect
 * time, on the address actually dialled.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const usable = addresses.filter((entry) => !isInsideAddress(entry.address));
    if (usable.length === 0) {
      const refused = Object.assign(
        new Error(`push endpoint host ${hostname} resolves only to internal addresses`),
        { code: 'ENOTPUBLIC' },
      );
      return callback(refused, '', 4);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

/** The https agent production sends Web Push with: public addresses only, kept-alive sockets. */
export function publicOnlyAgent(): Agent {
  return new Agent({ keepAlive: true, lookup: publicOnlyLookup });
}
