import { ApiRequestError } from '@matchbazaar/api-client';
import { apiClientMessages } from '@matchbazaar/contracts';
import type { z } from 'zod';
import { api } from '../session/api';

/**
 * An answer's schema, or a function that loads it: a page whose queries load their schemas with
 * their first run leaves zod and the schemas out of its first load (docs/benchmarks/web.md, "zod off
 * the public pages"). A server-rendered page's queries start with the server's data,
 * so their schemas load only when one asks the API again.
 */
export type AnswerSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * GET an API path and check the answer against its contract: a shape the page cannot read is a
 * failure shown as one (the api client's "unexpected answer"), never a half-drawn page. A schema
 * to load loads beside the request.
 */
export async function checkedGet<S extends z.ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const loading = typeof schema === 'function' ? schema() : schema;
  // A schema that fails to load fails the query once it is awaited, not as an unhandled rejection.
  if (loading instanceof Promise) loading.catch(() => undefined);
  let status = 0;
  const body = await api.call({ path, signal }, (answer: Record<string, unknown>, response) => {
    status = response.status;
    return answer;
  });
  const parsed = (await loading).safeParse(body);
  if (parsed.success) return parsed.data;
  // What the api client says of any answer its reader cannot read.
  throw new ApiRequestError({
    kind: 'badShape',
    status,
    body,
    message: apiClientMessages.badRequest,
  });
}
