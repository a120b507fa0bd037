import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { Broadcast } from '../broadcasts/broadcast.entity.js';
import { SystemSetting } from '../settings/system-setting.entity.js';
import { SmsOutboxMessage } from '../sms/sms-outbox-message.entity.js';
import { Subscriber } from '../subscriptions/subscriber.entity.js';
import { Listing } from '../listings/listing.entity.js';
import { AccountToken } from '../auth/account-token.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { User } from '../users/user.entity.js';
import { ProfileImage } from '../users/profile-image.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { SupportTicket } from '../support-tickets/support-ticket.entity.js';
import type { BffConfig } from '../config/bff-config.js';
import { migrations } from './migrations/index.js';
import { SeedRun } from './seed-run.entity.js';

/** Every entity, listed by hand: no folder discovery, so the build and the tests see the same set. */
export const entities = [
  SystemSetting,
  SeedRun,
  Subscriber,
  Broadcast,
  SmsOutboxMessage,
  Listing,
  User,
  RefreshToken,
  AccountToken,
  ProfileImage,
  ContactMessage,
  SupportTicket,
];

/** Where `migration:create` writes new TypeScript migrations (the source folder, not dist). */
export const migrationsSourcePath = fileURLToPath(
  new URL('../../src/database/migrations', import.meta.url),
);

export function ormOptions(config: Pick<BffConfig, 'DATABASE_URL' | 'NODE_ENV'>): Options {
  return defineConfig({
    clientUrl: config.DATABASE_URL,
    entities,
    extensions: [Migrator],
    // Schema changes go through migrations only; never sync the schema at start-up.
    ensureDatabase: false,
    // Outside an HTTP request (seeds, health, jobs) code must fork the EntityManager explicitly.
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: migrationsSourcePath,
      emit: 'ts',
      // Imported statically (see migrations/index.ts) so dist and Jest run the same list.
      migrationsList: migrations,
      // StartupTasks logs what was applied through pino; the migrator's own lines are plain text.
      silent: true,
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-bff',
    },
  });
}
