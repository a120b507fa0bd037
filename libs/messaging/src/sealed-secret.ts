import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the secret of an account message (a verification or reset token, a phone code) for the
 * trip through the queue. Only its hash is in the database, and the worker needs the secret
 * itself to write the link, so the BFF puts it in the job sealed with AES-256-GCM under a key
 * that Redis never holds: a Redis dump, a replica or the queue dashboard shows ciphertext, and
 * the job is removed once sent. Sealing beats a reference to a stored copy here: no second table
 * of secrets to clean up, and nothing the worker must read back from the BFF's database. The
 * context (what the secret is for) is authenticated, so a sealed reset token cannot be replayed
 * as a verification link.
 */
export interface SecretSealer {
  /** Always under the current key. */
  seal(secret: string, context: string): string;
  /**
   * Opens with the current key or a previous one (a rotation's overlap); throws when no key and
   * context opens it, or it was altered.
   */
  open(sealed: string, context: string): string;
  /** Whether the current key sealed it: one sealed under a previous key wants sealing again. */
  isCurrent(sealed: string, context: string): boolean;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (sharedSecret: string) =>
  Buffer.from(
    hkdfSync('sha256', sharedSecret, Buffer.alloc(0), 'matchbazaar account message seal v1', 32),
  );

function openWith(key: Buffer, sealed: string, context: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(context))
    .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/**
 * `sharedSecret` is SUBSCRIPTION_LINK_SECRET, the one secret the BFF and the worker already
 * share; HKDF with a label of its own derives a key unrelated to the link MACs made from it.
 * `previous` are the secrets it replaced (SUBSCRIPTION_LINK_SECRET_PREVIOUS), still good for
 * opening until what they sealed is sealed again (docs/operations/secrets.md).
 */
export function secretSealer(sharedSecret: string, previous: readonly string[] = []): SecretSealer {
  const key = keyOf(sharedSecret);
  const keys = [key, ...previous.map(keyOf)];
  return {
    seal(secret, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, context) {
      let failure: unknown;
      for (const candidate of keys) {
        try {
          return openWith(candidate, sealed, context);
        } catch (error) {
          failure ??= error;
        }
      }
      throw failure;
    },
    isCurrent(sealed, context) {
      try {
        openWith(key, sealed, context);
        return true;
      } catch {
        return false;
      }
    },
  };
}
