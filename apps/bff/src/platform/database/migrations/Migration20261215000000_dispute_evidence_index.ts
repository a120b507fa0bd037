import { Migration } from '@mikro-orm/migrations';

/**
 * The unattached-photo sweep asks whether any dispute's evidence names a photo; without this
 * index every such question reads the whole `order_dispute` table.
 */
export class Migration20261215000000_dispute_evidence_index extends Migration {
  override name = 'Migration20261215000000_dispute_evidence_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "order_dispute_evidence_index" on "order_dispute" using gin ("evidence_image_ids");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "order_dispute_evidence_index";`);
  }
}
