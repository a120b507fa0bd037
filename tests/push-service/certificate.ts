// A self-signed TLS certificate for 127.0.0.1, written in DER by hand: web-push only speaks HTTPS,
// and node:crypto can sign but not build an X.509 certificate. No openssl binary, no dependency.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

export interface LoopbackCertificate {
  /** PEM of the certificate: what a client trusts (NODE_EXTRA_CA_CERTS, an https.Agent's ca). */
  readonly certificatePem: string;
  /** PEM (PKCS#8) of its P-256 private key, for the server only. */
  readonly privateKeyPem: string;
}

/** A certificate for 127.0.0.1 and localhost, valid from a day ago for `days` days. */
export function loopbackCertificate(days = 7): LoopbackCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(
    set(sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from('MatchBazaar loopback push service')))),
  );
  const now = Date.now();
  const day = 86_400_000;
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))), // v3: extensions follow
    integer(randomBytes(8)),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - day)), utcTime(new Date(now + days * day))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(
      0xa3,
      sequence(
        // basicConstraints CA:TRUE, so a client can trust it as its own anchor.
        extension('2.5.29.19', sequence(tlv(0x01, Buffer.from([0xff])))),
        // subjectAltName: IP 127.0.0.1 and DNS localhost (Node checks the address against it).
        extension(
          '2.5.29.17',
          sequence(tlv(0x87, Buffer.from([127, 0, 0, 1])), tlv(0x82, Buffer.from('localhost'))),
        ),
      ),
    ),
  );
  const signature = sign('sha256', tbs, privateKey); // DER-encoded ECDSA, as X.509 wants
  const certificate = sequence(tbs, ecdsaWithSha256, tlv(0x03, Buffer.from([0]), signature));
  return {
    certificatePem: pem('CERTIFICATE', certificate),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

function tlv(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const set = (...parts: Buffer[]) => tlv(0x31, ...parts);

/**
 * A non-negative INTEGER from big-endian bytes, in DER's one shortest form: redundant leading zero
 * bytes dropped (OpenSSL refuses them as "illegal padding"; a random serial starts with 0x00 once in
 * 256), and one 0 put back when the top bit would make it negative.
 */
export function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return tlv(0x02, minimal[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let n = arc >> 7; n > 0; n >>= 7) base128.unshift((n & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  // YYMMDDHHMMSSZ: UTCTime covers 1950-2049, which is all this certificate needs.
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, Buffer.from(text));
}

function extension(id: string, value: Buffer): Buffer {
  return sequence(oid(id), tlv(0x04, value));
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
