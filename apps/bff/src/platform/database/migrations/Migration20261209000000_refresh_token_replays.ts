import { Migration } from '@mikro-orm/migrations';

/**
 * A used refresh token may be shown once more within the grace window (a second tab refreshing
 * at the same moment), and gets the successor already issued; the second time ends the session
 * (docs/decisions/0003-tokens-and-sessions.md). This records the one replay allowed.
 */
export class Migration20261209000000_refresh_token_replays extends Migration {
  override name = 'Migration20261209000000_refresh_token_replays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refresh_token" add column "replayed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_token" drop column "replayed_at";`);
  }
}
