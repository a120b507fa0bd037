import type { z } from 'zod';
import { api } from '../session/api';

/**
 * GET an API path and check the answer against its contract: a shape the page cannot read is a
 * failure shown as one (the api client's "unexpected answer"), never a half-drawn page.
 */
export function checkedGet<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return api.call({ path, signal }, (body: Record<string, unknown>) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  });
}
