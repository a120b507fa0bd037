import type { z } from 'zod';

/**
 * Secrets that are public because the repository ships them: the fallbacks of docker-compose.yml
 * and the values of the test setup. Anyone can sign tokens with them, so production refuses them
 * (and anything starting with "change-me", the compose file's marker for "replace this").
 */
export const knownSecrets: ReadonlySet<string> = new Set([
  'change-me-local-only-jwt-secret-0000000',
  'change-me-local-only-cookie-secret-000',
  'change-me-local-operator-token',
  'change-me-local-only-link-secret-00000',
  'test-jwt-secret-0123456789-0123456789',
  'test-cookie-secret-0123456789-0123456789',
  'operator-token-for-tests-0123456789',
  'subscription-link-secret-for-tests-0123456789',
  'worker-app-test-link-secret-0123456789',
]);

export function isKnownSecret(value: string): boolean {
  return knownSecrets.has(value) || value.toLowerCase().startsWith('change-me');
}

/**
 * A check for a config schema: with NODE_ENV=production, each of `names` holding a known secret
 * is an error naming the variable.
 */
export function refuseKnownSecretsInProduction(names: readonly string[]) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of names) {
      const value = config[name];
      if (typeof value === 'string' && isKnownSecret(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is a published default (docker-compose.yml or the tests); set a random secret of your own for production`,
        });
      }
    }
  };
}
