/**
 * An error that says a dependency (PostgreSQL, Redis) cannot serve the request right now, rather
 * than that the request or the code is wrong: the connection was refused, reset or timed out, the
 * server is shutting down or starting, out of connections, rolled the transaction back to break
 * a deadlock, or gave up waiting for a lock or on a slow statement. Such a request is answered
 * 503 with Retry-After, never 500 (docs/operations/chaos.md): the client may send it again.
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
 * not yet accepting connections (57P01-57P03), too many connections (53300), and a transaction
 * it rolled back to break a deadlock or a serialization conflict (40P01, 40001): nothing of the
 * request was kept and the same request again will go through (the chaos suite's race of two
 * payments for one order met a deadlock, answered 500). Likewise a statement that waited past
 * the pool's lock_timeout (55P03) or ran past its statement_timeout (57014,
 * DATABASE_*_TIMEOUT_MS): a table locked or a database slowed down, answered 503 rather than
 * held (the chaos suite's "PostgreSQL slow" waited up to 15 s for a lock held 5 s).
 */
const unavailableSqlStates = /^(08[0-9A-Z]{3}|57P0[123]|53300|40P01|40001|55P03|57014)$/;

/** node-postgres and ioredis say these in words, without a code. */
const unavailableWording =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Stream isn't writeable)/;
