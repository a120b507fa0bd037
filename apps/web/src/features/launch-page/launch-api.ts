import type { SubscriptionRequest } from '@matchbazaar/contracts';
import type { SubscribeAnswer } from '@matchbazaar/machines';

/**
 * The launch page's two calls. Answers are checked by hand rather than with the contracts' zod
 * schemas: two fields do not justify putting zod into this page's chunk.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // an empty or non-JSON body (a proxy's error page, say)
  }
}

/**
 * GET /api/launch: the configured launch instant, or null for the default (the next 22 September
 * 00:00 in the visitor's local time). Throws when the answer is unusable.
 */
export async function fetchLaunchAt(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/launch', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET /api/launch answered ${response.status}`);
  const body = await jsonOf(response);
  const launchAt = isRecord(body) ? body.launchAt : undefined;
  if (launchAt === null) return null;
  if (typeof launchAt === 'string' && !Number.isNaN(Date.parse(launchAt))) return launchAt;
  throw new Error('GET /api/launch gave no usable launchAt');
}

/**
 * POST /api/subscribers (docs/product/api.md): success is the HTTP status; the body's message is
 * read either way. A network failure rejects with the browser's own error, which the sign-up
 * machine shows and logs (docs/product/launch-page.md).
 */
export async function postSubscription(
  request: SubscriptionRequest,
  signal?: AbortSignal,
): Promise<SubscribeAnswer> {
  const response = await fetch('/api/subscribers', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  const body = await jsonOf(response);
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  return message ? { ok: response.ok, message } : { ok: response.ok };
}
