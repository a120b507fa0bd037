import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface DevSecrets {
  JWT_SECRET: string;
  COOKIE_SECRET: string;
  OPERATOR_TOKEN: string;
  /** Signs the waitlist's confirm and unsubscribe links (BFF and worker). */
  SUBSCRIPTION_LINK_SECRET: string;
  /** The pre-launch gate's code for this machine: read it from the file, it is never printed. */
  SITE_ACCESS_CODE: string;
  /** Web Push's pair (RFC 8292): the BFF hands out the public key, the worker signs with both. */
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

/**
 * Secrets for a local run, made once and kept in .data/ (git-ignored) so sessions survive a
 * restart. Production sets real ones in the environment; nothing here is ever committed.
 */
export function devSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'dev-secrets.json');
  const kept: Partial<DevSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<DevSecrets>)
    : {};
  const secrets = secretsKeeping(kept);
  const changed = (Object.keys(secrets) as (keyof DevSecrets)[]).some(
    (k) => kept[k] !== secrets[k],
  );
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * Every secret of DevSecrets: those in `kept`, and new random ones for the rest (so a secret added
 * later does not change the ones already in use). `npm run start:prod -- --generate-secrets`
 * makes a whole new set with it.
 */
export function secretsKeeping(kept: Partial<DevSecrets>): DevSecrets {
  // The VAPID pair above all: browsers subscribed with its public key push with no other.
  const vapid =
    kept.VAPID_PUBLIC_KEY && kept.VAPID_PRIVATE_KEY
      ? { publicKey: kept.VAPID_PUBLIC_KEY, privateKey: kept.VAPID_PRIVATE_KEY }
      : webPush.generateVAPIDKeys();
  return {
    JWT_SECRET: kept.JWT_SECRET || randomBytes(32).toString('base64url'),
    COOKIE_SECRET: kept.COOKIE_SECRET || randomBytes(32).toString('base64url'),
    OPERATOR_TOKEN: kept.OPERATOR_TOKEN || randomBytes(18).toString('base64url'),
    SITE_ACCESS_CODE: kept.SITE_ACCESS_CODE || randomBytes(9).toString('base64url'),
    SUBSCRIPTION_LINK_SECRET:
      kept.SUBSCRIPTION_LINK_SECRET || randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}
