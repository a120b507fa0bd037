import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secretsKeeping, type DevSecrets } from './dev-secrets.ts';

/**
 * The secrets `npm run start:prod` runs with: from the environment, else from the JSON file named
 * by --secrets-file; never made up on the fly (sessions, links and push subscriptions would die
 * with every restart). The apps' own production config refuses the published defaults.
 */
export type ProdSecrets = DevSecrets;

/** Every one must be set; SITE_ACCESS_CODE only matters before launch (SITE_MODE=prelaunch). */
const required = [
  'JWT_SECRET',
  'COOKIE_SECRET',
  'OPERATOR_TOKEN',
  'SUBSCRIPTION_LINK_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const satisfies readonly (keyof ProdSecrets)[];

/** Where --generate-secrets writes, unless --secrets-file names another file. */
export const defaultSecretsFile = '.data/prod-secrets.json';

/** How to get secrets: the end of every refusal about them. */
export const howToMakeSecrets = [
  'Make a set of random secrets once, kept out of git:',
  `  npm run start:prod -- --generate-secrets          (writes ${defaultSecretsFile}, mode 600)`,
  `  npm run start:prod -- --secrets-file ${defaultSecretsFile}`,
  'or set each in the environment: JWT_SECRET, COOKIE_SECRET, SUBSCRIPTION_LINK_SECRET',
  '(32+ random characters: openssl rand -base64 32), OPERATOR_TOKEN (24+), and the Web Push',
  'pair VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys).',
].join('\n');

/** Writes a new random set to `file` (refuses to replace one: live sessions depend on it). */
export function generateSecretsFile(file: string): ProdSecrets {
  if (existsSync(file)) {
    throw new Error(
      `${file} exists already; start with --secrets-file ${file}, or remove it first ` +
        '(new secrets sign everyone out and break every link and push subscription made with the old ones).',
    );
  }
  const secrets = secretsKeeping({});
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** The environment's, else the file's; throws naming what is missing and how to make them. */
export function readProdSecrets(env: NodeJS.ProcessEnv, file?: string): ProdSecrets {
  let fromFile: Partial<ProdSecrets> = {};
  if (file) {
    if (!existsSync(file))
      throw new Error(`The secrets file ${file} does not exist.\n\n${howToMakeSecrets}`);
    fromFile = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProdSecrets>;
  }
  const value = (name: keyof ProdSecrets) => env[name] || fromFile[name] || undefined;
  const missing = required.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `start:prod runs with real secrets only, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` +
        `${file ? ` (neither in the environment nor in ${file})` : ''}.\n\n${howToMakeSecrets}`,
    );
  }
  return {
    JWT_SECRET: value('JWT_SECRET')!,
    COOKIE_SECRET: value('COOKIE_SECRET')!,
    OPERATOR_TOKEN: value('OPERATOR_TOKEN')!,
    SUBSCRIPTION_LINK_SECRET: value('SUBSCRIPTION_LINK_SECRET')!,
    VAPID_PUBLIC_KEY: value('VAPID_PUBLIC_KEY')!,
    VAPID_PRIVATE_KEY: value('VAPID_PRIVATE_KEY')!,
    SITE_ACCESS_CODE: value('SITE_ACCESS_CODE') ?? '',
  };
}
