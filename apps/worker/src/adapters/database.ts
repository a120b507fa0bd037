import pg from 'pg';

/**
 * The worker's PostgreSQL pool: plain SQL over the tables the BFF's migrations own (delivery
 * records, the SMS outbox, subscribers). The worker never changes the schema.
 */
export type Database = pg.Pool;

export function createDatabase(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'worker' });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}
