/**
 * A same-origin JSON call without the api client, kept for two calls on the way to the first
 * screen: the site-access check (GET /api/launch before any page, so in the home page's first
 * load) and the launch page's own two. The home page's first-load JavaScript has a 170 kB budget;
 * the api client (bearer token, XSRF header, refresh and retry) would add to it, and these calls
 * are anonymous and need none of it. Everything else goes through lib/session/api.ts.
 *
 * Resolves with the status and the body (undefined when it is empty or not JSON, a proxy's error
 * page say); a network failure or an abort rejects with the browser's own error.
 */
export async function plainJson(
  path: string,
  { body, signal }: { body?: unknown; signal?: AbortSignal | undefined } = {},
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await fetch(path, {
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    signal,
  });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return { ok: response.ok, status: response.status, body: answer };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
