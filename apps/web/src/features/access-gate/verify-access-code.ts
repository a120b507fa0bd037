import { limits } from '@matchbazaar/contracts';
import type { VerifyResult } from '@matchbazaar/machines';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const lockoutSeconds = limits.accessCode.lockoutMs / 1000;

/** Whole seconds from the 429 body, else its Retry-After header, else the gate's own lockout. */
function retryAfterSecondsOf(body: unknown, retryAfterHeader: string | null): number {
  const fromBody = isRecord(body) ? body.retryAfterSeconds : undefined;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody > 0) return fromBody;
  const fromHeader = Number(retryAfterHeader);
  if (retryAfterHeader && Number.isFinite(fromHeader) && fromHeader > 0) return fromHeader;
  return lockoutSeconds;
}

/**
 * What an answer of POST /api/access/verify means to the gate. Anything else (5xx, 503 when no
 * code is configured, an unexpected body) is thrown: the gate says it could not check the code
 * and does not count the attempt.
 */
export function verifyResultOf(
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
): VerifyResult {
  if (status === 200 && isRecord(body) && body.verified === true) return { outcome: 'accepted' };
  // 400: a code the server cannot accept (longer than any code), as wrong as any other.
  if (status === 401 || status === 400) return { outcome: 'rejected' };
  if (status === 429) {
    return { outcome: 'locked', retryAfterSeconds: retryAfterSecondsOf(body, retryAfterHeader) };
  }
  throw new Error(`POST /api/access/verify answered ${status}`);
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // an empty or non-JSON body (a proxy's error page, say)
  }
}

/**
 * Asks the server; the code never leaves this call. On success the server sets its cookie.
 * A plain fetch, not the api client: the gate comes before the site and the visitor is anonymous
 * (no token to send or refresh); 400, 401 and 429 with its Retry-After header are answers the
 * gate machine reads, where the client's transport rejects them without the headers and treats
 * the wall's refusal as a reason to forget the browser's pass.
 */
export async function verifyAccessCode(code: string, signal: AbortSignal): Promise<VerifyResult> {
  const response = await fetch('/api/access/verify', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ code }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutsMs.default)]),
  });
  return verifyResultOf(
    response.status,
    await jsonOf(response),
    response.headers.get('Retry-After'),
  );
}
