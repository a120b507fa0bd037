import { Migration } from '@mikro-orm/migrations';

/**
 * The storage quota sums an account's uploads before each upload; proposal documents and photos
 * are indexed by their owner already, attachments were not.
 */
export class Migration20261215000100_upload_owner_index extends Migration {
  override name = 'Migration20261215000100_upload_owner_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "message_attachment_uploader_index" on "message_attachment" ("uploader_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "message_attachment_uploader_index";`);
  }
}
