import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Every `table.column` with a foreign key to app_user: where an account's rows are. The export
 * and erasure specs check that each one is handled, so a new table cannot be forgotten.
 */
export async function columnsPointingAtAccounts(app: NestFastifyApplication): Promise<string[]> {
  const rows = await app
    .get(EntityManager)
    .fork()
    .execute<{ column: string }[]>(
      `select distinct kcu.table_name || '.' || kcu.column_name as "column"
     from information_schema.referential_constraints rc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
     join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = rc.unique_constraint_name
      and ccu.constraint_schema = rc.unique_constraint_schema
     where ccu.table_name = 'app_user' and kcu.constraint_schema = 'public'`,
    );
  return rows.map((row) => row.column).sort();
}
