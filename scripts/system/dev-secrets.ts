import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DevSecrets {
  JWT_SECRET: string;
  COOKIE_SECRET: string;
  OPERATOR_TOKEN: string;
  /** The pre-launch gate's code for this machine: read it from the file, it is never printed. */
  SITE_ACCESS_CODE: string;
}

/**
 * Secrets for a local run, made once and kept in .data/ (git-ignored) so sessions survive a
 * restart. Production sets real ones in the environment; nothing here is ever committed.
 */
export function devSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<DevSecrets>;
    if (kept.JWT_SECRET && kept.COOKIE_SECRET && kept.OPERATOR_TOKEN && kept.SITE_ACCESS_CODE) {
      return kept as DevSecrets;
    }
  }
  const secrets: DevSecrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    OPERATOR_TOKEN: randomBytes(18).toString('base64url'),
    SITE_ACCESS_CODE: randomBytes(9).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
