import type { z } from 'zod';

/**
 * A check for a config schema (docs/decisions/0018-configuration-checked-at-start.md): with
 * NODE_ENV=production, each variable of `providers` left unset (so the app would fall back to a
 * development provider that moves no money or sends no text) is an error naming it and what the
 * fallback would do. ALLOW_DEVELOPMENT_PROVIDERS=true lets a benchmark run production mode
 * without real providers, on purpose.
 */
export function refuseDevelopmentProvidersInProduction(providers: Record<string, string>) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production' || config.ALLOW_DEVELOPMENT_PROVIDERS === true) return;
    for (const [name, fallback] of Object.entries(providers)) {
      if (config[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set in production: unset, ${fallback} (ALLOW_DEVELOPMENT_PROVIDERS=true allows that, for benchmarks only)`,
      });
    }
  };
}
