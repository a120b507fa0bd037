// The chaos suite's HTTP client: every answer is counted by status (a 5xx other than a 503 with
// Retry-After is what the scenarios forbid), its time kept, and a request that never answers
// is cut off and counted as a hang.
import { setTimeout as sleep } from 'node:timers/promises';

export interface Answer {
  status: number;
  json: unknown;
  retryAfter: string | null;
  ms: number;
}

export class HttpTally {
  readonly statuses = new Map<number, number>();
  /** 5xx answers other than a 503 with Retry-After: "route what status/body". */
  readonly forbidden: string[] = [];
  /** 503 answers that carried Retry-After. */
  unavailable = 0;
  /** Connection errors (a killed process, a refused connection). */
  networkErrors = 0;
  /** Requests cut off after `hangMs` without an answer. */
  hangs = 0;
  worstMs = 0;

  readonly hangMs: number;

  constructor(hangMs = 30_000) {
    this.hangMs = hangMs;
  }

  count(route: string, answer: Answer): void {
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    this.worstMs = Math.max(this.worstMs, answer.ms);
    if (answer.status === 503 && answer.retryAfter) this.unavailable++;
    else if (answer.status >= 500)
      this.forbidden.push(
        `${route} ${answer.status}${answer.status === 503 ? ' without Retry-After' : ''} ${JSON.stringify(answer.json).slice(0, 160)}`,
      );
  }

  summary(): string {
    const parts = [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}x${n}`);
    if (this.networkErrors) parts.push(`neterr x${this.networkErrors}`);
    if (this.hangs) parts.push(`hung x${this.hangs}`);
    return parts.join(' ');
  }
}

/** One JSON call to `${base}/api/v1${route}` with the token; throws on a connection error. */
export async function call(
  tally: HttpTally,
  base: string,
  method: string,
  route: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const signal = AbortSignal.timeout(tally.hangMs);
  let res: Response;
  try {
    res = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) tally.hangs++;
    else tally.networkErrors++;
    throw error;
  }
  const json: unknown = await res.json().catch(() => null);
  const answer = {
    status: res.status,
    json,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
  tally.count(`${method} ${route.replace(/[0-9a-f-]{36}/g, ':id')}`, answer);
  return answer;
}

/**
 * Calls until an answer other than a connection error or a 503 comes (a client retrying a
 * request that carries its own idempotency key): that answer, or the last 503 at `deadline`.
 */
export async function callUntilAnswered(
  tally: HttpTally,
  base: string,
  method: string,
  route: string,
  token: string | null,
  body?: unknown,
  deadline = Date.now() + 60_000,
  attempts: { n: number } = { n: 0 },
): Promise<Answer> {
  for (;;) {
    let answer: Answer | undefined;
    attempts.n++;
    try {
      answer = await call(tally, base, method, route, token, body);
      if (answer.status !== 503) return answer;
    } catch {
      // A connection error: try again (through the balancer, another BFF may answer).
    }
    if (Date.now() > deadline) {
      if (answer) return answer;
      throw new Error(`${method} ${route} never answered`);
    }
    const wait = answer?.retryAfter ? Math.min(Number(answer.retryAfter) * 1000, 2_000) : 250;
    await sleep(wait);
  }
}
