import type { SubscriptionRequest } from '@matchbazaar/contracts';
import type { SubscribeAnswer } from '@matchbazaar/machines';
import { isRecord, plainJson } from '../../lib/plain-json';

/**
 * The launch page's two calls, through the small same-origin helper rather than the api client
 * (lib/plain-json.ts says why). Answers are checked by hand rather than with the contracts' zod
 * schemas: two fields do not justify putting zod into this page's chunk.
 */

/**
 * GET /api/launch: the configured launch instant, or null for the default (the next 22 September
 * 00:00 in the visitor's local time). Throws when the answer is unusable.
 */
export async function fetchLaunchAt(signal?: AbortSignal): Promise<string | null> {
  const { ok, status, body } = await plainJson('/api/launch', { signal });
  if (!ok) throw new Error(`GET /api/launch answered ${status}`);
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
  const { ok, body } = await plainJson('/api/subscribers', { body: request, signal });
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  return message ? { ok, message } : { ok };
}
