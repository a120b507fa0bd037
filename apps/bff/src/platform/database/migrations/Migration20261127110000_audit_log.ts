import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (docs/product/admin.md): one row per admin or moderator action. Append-only in the
 * database itself: a trigger refuses every update, delete and truncate, so no code path (and no
 * hand-typed statement) rewrites history. Rows hold ids and the changed fields, no personal data,
 * which is why they can outlive an erased account.
 */
export class Migration20261127110000_audit_log extends Migration {
  override name = 'Migration20261127110000_audit_log';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entry" (
      "id" uuid not null primary key,
      "actor_id" uuid null,
      "actor_role" varchar(16) not null,
      "action" varchar(60) not null,
      "target_kind" varchar(20) not null,
      "target_id" varchar(100) not null,
      "before" jsonb null,
      "after" jsonb null,
      "created_at" timestamptz not null default now());`);
    // Newest first, alone or within one actor, one target or one action.
    this.addSql(
      `create index "audit_entry_created_index" on "audit_entry" ("created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "audit_entry_actor_index" on "audit_entry" ("actor_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "audit_entry_target_index" on "audit_entry" ("target_kind", "target_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "audit_entry_action_index" on "audit_entry" ("action", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create function "mb_audit_append_only"() returns trigger language plpgsql as $$
      begin raise exception 'audit_entry is append-only'; end $$;`);
    this.addSql(`create trigger "audit_entry_append_only" before update or delete on "audit_entry"
      for each row execute function "mb_audit_append_only"();`);
    this.addSql(`create trigger "audit_entry_no_truncate" before truncate on "audit_entry"
      for each statement execute function "mb_audit_append_only"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entry";`);
    this.addSql(`drop function if exists "mb_audit_append_only"();`);
  }
}
