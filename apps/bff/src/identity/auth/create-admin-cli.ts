import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError } from '@matchbazaar/config';
import { z } from 'zod';
import { allEntities } from '../../all-entities.js';
import { loadMigrationCliConfig } from '../../platform/config/bff-config.js';
import { runMigrations } from '../../platform/database/migration-runner.js';
import { ormOptions } from '../../platform/database/orm-options.js';
import { ensureAdmin } from './admin-accounts.js';
import { AdminAccountsRepository } from './admin-accounts.repository.js';

/**
 * `npm run create-admin` runs this (after `npm run build`): reads the admin's details as JSON on
 * stdin (never argv, which other users of the machine can see), migrates the database at
 * DATABASE_URL if needed, and creates the admin or makes an existing account admin.
 */
async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const details = z
    .object({
      email: z.string(),
      password: z.string(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
    })
    .parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  const config = loadMigrationCliConfig();
  const orm = await MikroORM.init(ormOptions(config, allEntities()));
  try {
    await runMigrations(orm, config.DATABASE_URL);
    const outcome = await ensureAdmin(new AdminAccountsRepository(orm.em.fork()), details, {
      overwrite: true,
    });
    console.log(
      outcome === 'created'
        ? `Created the admin account ${details.email.trim()}.`
        : `${details.email.trim()} already had an account: it is now an admin with the new password.`,
    );
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError) {
    console.error(
      error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'),
    );
  } else {
    console.error(error instanceof ConfigError ? error.message : error);
  }
  process.exit(1);
});
