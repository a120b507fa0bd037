import { Migration } from '@mikro-orm/migrations';

/**
 * PDF documents on proposals (docs/product/live-marketplace.md, "Proposals"): uploaded by a seller
 * for a requirement, then attached to their proposal on it. The bytes live in the row, like
 * conversation attachments. Deleting the account, the requirement or the proposal deletes them.
 */
export class Migration20261129000000_proposal_documents extends Migration {
  override name = 'Migration20261129000000_proposal_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table "proposal_document" (
      "id" uuid not null primary key,
      "requirement_id" uuid not null references "requirement" ("id") on delete cascade,
      "uploader_id" uuid not null references "app_user" ("id") on delete cascade,
      "proposal_id" uuid null references "proposal" ("id") on delete cascade,
      "name" varchar(200) not null,
      "mime" varchar(40) not null,
      "byte_size" integer not null check ("byte_size" > 0),
      "bytes" bytea not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `create index "proposal_document_proposal_index" on "proposal_document" ("proposal_id", "created_at");`,
    );
    // The sweep looks for uploads no proposal took; erasure and export find an uploader's.
    this
      .addSql(`create index "proposal_document_unattached_index" on "proposal_document" ("created_at")
      where "proposal_id" is null;`);
    this.addSql(
      `create index "proposal_document_uploader_index" on "proposal_document" ("uploader_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "proposal_document";`);
  }
}
