import { z } from 'zod';

/** Thrown when the environment does not fit an app's schema; its message names every bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(app: string, problems: string[]) {
    super(
      `${app} cannot start: ${problems.length} environment ${problems.length === 1 ? 'variable is' : 'variables are'} invalid:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses `env` with an app's schema. The only place an app reads `process.env`: each app calls
 * it once at start-up and passes the typed result down.
 */
export function loadConfig<S extends z.ZodObject>(
  app: string,
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = env[String(issue.path[0])];
    const shown = value === undefined ? 'not set' : `got "${redact(name, value)}"`;
    return `${name}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(app, problems);
}

/** Never print secrets back, even when they are wrong. */
function redact(name: string, value: string): string {
  return /SECRET|PASSWORD|TOKEN|KEY|CODE/i.test(name) ? '***' : value;
}
