import { apiMessages, waitlistMessages } from '@matchbazaar/contracts';

/**
 * The two calls behind the waitlist's link pages. Answers are checked by hand rather than with
 * zod: one field does not justify putting zod into these pages' chunk.
 *
 * A plain fetch, not the api client: the links are opened by people who may never have signed
 * in or passed the gate, so there is no token to send or refresh, and every status is an answer
 * here (4xx refused, 429 and 5xx failed, a network failure its own text), where the client's
 * transport rejects anything but 2xx and 404 (decision 0013 keeps these pages outside the query
 * cache).
 */

/**
 * done: the server did it. refused: the link cannot work (bad, or the subscriber unsubscribed
 * since), so trying again will not help. failed: network or server trouble; trying again may.
 */
export type LinkOutcome = 'done' | 'refused' | 'failed';
export interface LinkResult {
  outcome: LinkOutcome;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
    return message || undefined;
  } catch {
    return undefined; // an empty or non-JSON body (a proxy's error page, say)
  }
}

async function postToken(
  path: string,
  token: string,
  doneText: string,
  signal?: AbortSignal,
): Promise<LinkResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // the page went away: nobody to tell
    return { outcome: 'failed', message: waitlistMessages.network };
  }
  const message = await messageOf(response);
  if (response.ok) return { outcome: 'done', message: message ?? doneText };
  // 429 and 5xx pass; other 4xx answers are about the link itself.
  const retryable = response.status === 429 || response.status >= 500;
  return {
    outcome: retryable ? 'failed' : 'refused',
    message: message ?? (retryable ? apiMessages.internal : waitlistMessages.invalidLink),
  };
}

/** POST /api/subscribers/confirm: the double opt-in, done by the page (never by a bare GET). */
export function confirmSubscription(token: string, signal?: AbortSignal): Promise<LinkResult> {
  return postToken('/api/subscribers/confirm', token, waitlistMessages.confirmed, signal);
}

/** POST /api/subscribers/unsubscribe: after the visitor pressed the button. */
export function unsubscribe(token: string, signal?: AbortSignal): Promise<LinkResult> {
  return postToken('/api/subscribers/unsubscribe', token, waitlistMessages.unsubscribed, signal);
}
