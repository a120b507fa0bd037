/**
 * An error that says a dependency (PostgreSQL, Redis) cannot be reached right now, rather than
 * that the request or the code is wrong: the connection was refused, reset or timed out, the
 * server is shutting down or starting, or out of connections. Such a request is answered 503
 * with Retry-After, never 500 (docs/operations/chaos.md): the client may send it again.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code)))
      return true;
    if (unavailableWording.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors when the other end is gone or never answers. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a lost or refused connection (class 08), a server shutting down or
 * not yet accepting connections (57P01-57P03) and too many connections (53300).
 */
const unavailableSqlStates = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres and ioredis say these in words, without a code. */
const unavailableWording =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Stream isn't writeable)/;
