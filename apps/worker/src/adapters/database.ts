import pg from 'pg';

/**
 * The worker's PostgreSQL pool: plain SQL over the tables the BFF's migrations own (delivery
 * records, the SMS outbox, subscribers). The worker never changes the schema.
 */
export type Database = pg.Pool;

/** lock_timeout and statement_timeout of every connection, in ms (0 or unset: none). */
export interface DatabaseTimeouts {
  lockMs: number;
  statementMs: number;
}

export function createDatabase(url: string, max: number, timeouts?: DatabaseTimeouts): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'worker',
    // Sent with the connection's start-up, so they cost no statement of their own.
    ...(timeouts && { lock_timeout: timeouts.lockMs, statement_timeout: timeouts.statementMs }),
  });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}
