import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError } from '@matchbazaar/config';
import { loadMigrationCliConfig } from '../config/bff-config.js';
// The one tool here that needs every domain's entities: it diffs them all against the snapshot.
import { allEntities } from '../../all-entities.js';
import { ormOptions } from './orm-options.js';

/**
 * Developer tool: `node dist/database/migration-cli.js create [name]` diffs the entities against
 * the last snapshot and writes a TypeScript migration to src/database/migrations;
 * `up` applies pending ones, `pending` lists them. The BFF itself migrates on start.
 */
async function main(): Promise<void> {
  const [command = 'pending', name] = process.argv.slice(2);
  const config = loadMigrationCliConfig();
  const orm = await MikroORM.init(ormOptions(config, allEntities()));
  try {
    switch (command) {
      case 'create': {
        const result = await orm.migrator.create(undefined, false, false, name);
        console.log(
          result.fileName ? `Created ${result.fileName}` : 'No changes: nothing to migrate.',
        );
        break;
      }
      case 'initial': {
        const result = await orm.migrator.create(undefined, false, true, name);
        console.log(`Created ${result.fileName}`);
        break;
      }
      case 'up': {
        const done = await orm.migrator.up();
        console.log(done.length ? `Applied ${done.map((m) => m.name).join(', ')}` : 'Up to date.');
        break;
      }
      case 'pending': {
        const pending = await orm.migrator.getPending();
        console.log(
          pending.length ? pending.map((m) => m.name).join('\n') : 'No pending migrations.',
        );
        break;
      }
      default:
        console.error(`Unknown command "${command}". Use create [name], initial, up or pending.`);
        process.exitCode = 1;
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
