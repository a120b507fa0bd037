import { createECDH } from 'node:crypto';
import { z } from 'zod';

/**
 * Web Push's VAPID keys (RFC 8292, docs/decisions/0040-web-push.md): the BFF hands out the public
 * key, the worker signs with both. Development keeps a pair in .data/dev-secrets.json, tests make
 * one; production must set them (`requireVapidInProduction`), or no phone would get a push.
 */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An uncompressed P-256 point, base64url: 65 bytes, 87 characters, starting with 'B' (0x04). */
export const vapidPublicKey = z.preprocess(
  blankIsUnset,
  z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a VAPID public key: 87 base64url characters (65 bytes)')
    .optional(),
);

/** A P-256 private scalar, base64url: 32 bytes, 43 characters. */
export const vapidPrivateKey = z.preprocess(
  blankIsUnset,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key: 43 base64url characters (32 bytes)')
    .optional(),
);

/** Who push services may contact about our sends: a mailto: or https: URL. */
export const vapidSubject = z
  .string()
  .regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
  .default('mailto:push@matchbazaar.local');

/**
 * With NODE_ENV=production, each of `names` left unset is an error naming it; as for the other
 * providers, ALLOW_DEVELOPMENT_PROVIDERS=true runs without on purpose (a look around, a benchmark).
 */
export function requireVapidInProduction(names: readonly string[]) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production' || config.ALLOW_DEVELOPMENT_PROVIDERS === true) return;
    for (const name of names) {
      if (config[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          'must be set in production: unset, nobody receives push notifications (make a pair once with `npx web-push generate-vapid-keys`; ALLOW_DEVELOPMENT_PROVIDERS=true runs without push)',
      });
    }
  };
}

/**
 * A new VAPID pair, base64url as browsers and web-push take them: the uncompressed public point
 * and the private scalar, left-padded to 32 bytes (OpenSSL drops leading zero bytes).
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const scalar = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}
