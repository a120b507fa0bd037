import { isIPv6 } from 'node:net';

/**
 * Who a request comes from, for throttles: the client address Fastify derived (through the
 * proxies TRUST_PROXY names), and for IPv6 its /64 network, since one subscriber line is handed
 * a whole /64 and could otherwise rotate through 2^64 "clients".
 */
export function clientAddress(request: { ip?: string | null }): string {
  const ip = request.ip ?? '';
  const v4Mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4Mapped) return v4Mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded (a zone id such as `%eth0` dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    (group || '0').toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server. */
export function trustProxyOption(
  trusted: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}
