// The push service's check of an application server's identity, RFC 8292: the "vapid" scheme's
// JWT (ES256) signed by the key in k, for this service's origin, expiring within 24 hours.
import { createPublicKey, verify } from 'node:crypto';

export interface VapidIdentity {
  /** k: the application server's public key, base64url of the 65-byte uncompressed point. */
  readonly publicKey: string;
  readonly subject: string;
  readonly audience: string;
  /** Seconds since the epoch. */
  readonly expires: number;
}

/** 401 when the credentials are missing or not the vapid scheme, 403 when they are wrong. */
export class VapidError extends Error {
  readonly status: 401 | 403;
  constructor(status: 401 | 403, message: string) {
    super(message);
    this.status = status;
  }
}

const maxLifetimeSeconds = 24 * 60 * 60;
// A sender's clock may run a little ahead of ours.
const clockSkewSeconds = 60;

/**
 * Checks an Authorization header value against this service's origin (`https://127.0.0.1:port`)
 * and, when the subscription was made with an applicationServerKey, that key.
 */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  nowSeconds: number,
  applicationServerKey?: string,
): VapidIdentity {
  const match = authorization ? /^vapid\s+(.+)$/i.exec(authorization.trim()) : null;
  if (!match) throw new VapidError(401, 'no vapid Authorization');
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new VapidError(401, 'vapid Authorization without t and k');

  const key = Buffer.from(k, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) {
    throw new VapidError(403, 'k is not an uncompressed P-256 public key');
  }
  if (applicationServerKey !== undefined && k.replace(/=+$/, '') !== applicationServerKey) {
    throw new VapidError(403, "k is not the subscription's applicationServerKey");
  }

  const [header64, claims64, signature64, ...extra] = token.split('.');
  if (!header64 || !claims64 || !signature64 || extra.length > 0) {
    throw new VapidError(403, 't is not a JWS compact serialisation');
  }
  const header = parseJson(header64);
  if (header.alg !== 'ES256') throw new VapidError(403, `JWT alg ${String(header.alg)}, not ES256`);
  let publicKey;
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: key.subarray(1, 33).toString('base64url'),
        y: key.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw new VapidError(403, 'k is not a point on P-256');
  }
  // JWS ES256 signs r || s, 32 bytes each (not DER).
  const signature = Buffer.from(signature64, 'base64url');
  const signed = verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!signed) throw new VapidError(403, 'JWT signature does not verify with k');

  const claims = parseJson(claims64);
  if (claims.aud !== origin) {
    throw new VapidError(403, `JWT aud ${String(claims.aud)}, not ${origin}`);
  }
  if (typeof claims.exp !== 'number') throw new VapidError(403, 'JWT without exp');
  if (claims.exp <= nowSeconds) throw new VapidError(403, 'JWT expired');
  if (claims.exp > nowSeconds + maxLifetimeSeconds + clockSkewSeconds) {
    throw new VapidError(403, 'JWT exp more than 24 hours ahead');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new VapidError(403, 'JWT sub is not a mailto: or https: contact');
  }
  return { publicKey: k, subject: claims.sub, audience: claims.aud, expires: claims.exp };
}

function parseJson(base64url: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new VapidError(403, 'JWT part is not a JSON object');
}
