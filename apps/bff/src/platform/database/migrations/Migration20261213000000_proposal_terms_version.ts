import { Migration } from '@mikro-orm/migrations';

/**
 * A proposal's terms carry a version, one more each time they change, and an acceptance names the
 * version the buyer saw: terms changed since are refused (docs/product/live-marketplace.md,
 * "Proposals"). Proposals already stored start at 1.
 */
export class Migration20261213000000_proposal_terms_version extends Migration {
  override name = 'Migration20261213000000_proposal_terms_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "proposal" add column "version" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "proposal" drop column "version";`);
  }
}
