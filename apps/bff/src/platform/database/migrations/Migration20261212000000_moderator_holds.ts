import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a moderator's reject or close still stands on a post (decision 0030): while it does,
 * every change its author makes goes to review. Rejected posts were all rejected by a moderator;
 * a closed one was closed by one when its last moderation entry in the audit log says so.
 */
export class Migration20261212000000_moderator_holds extends Migration {
  override name = 'Migration20261212000000_moderator_holds';

  override up(): void | Promise<void> {
    for (const table of ['listing', 'requirement']) {
      this.addSql(
        `alter table "${table}" add column "held_by_moderator" boolean not null default false;`,
      );
      this.addSql(`update "${table}" p set "held_by_moderator" = true
        where coalesce(p."hidden_status", p."status") = 'rejected'
           or (coalesce(p."hidden_status", p."status") = 'closed' and (
             select a."after"->>'action' from "audit_entry" a
              where a."target_kind" = '${table}' and a."target_id" = p."id"::text
                and a."action" = '${table}.moderated'
              order by a."created_at" desc, a."id" desc limit 1) in ('reject', 'close'));`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['listing', 'requirement']) {
      this.addSql(`alter table "${table}" drop column "held_by_moderator";`);
    }
  }
}
