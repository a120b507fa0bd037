import { Migration } from '@mikro-orm/migrations';

/**
 * Reports of conversation messages join the one report queue (content_report, target kind
 * 'message'): the staff work one queue, the overview counts them, and a reporter's export and
 * erasure cover them with the rest. The rows of message_report move over; its table goes.
 */
export class Migration20261128000000_message_reports_in_report_queue extends Migration {
  override name = 'Migration20261128000000_message_reports_in_report_queue';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "content_report" drop constraint if exists "content_report_target_kind_check";`,
    );
    this.addSql(
      `alter table "content_report" drop constraint if exists "content_report_reason_check";`,
    );
    this.addSql(`alter table "content_report" add constraint "content_report_target_kind_check"
      check ("target_kind" in ('listing', 'requirement', 'shop', 'message'));`);
    this.addSql(`alter table "content_report" add constraint "content_report_reason_check"
      check ("reason" in ('prohibited', 'fraud', 'counterfeit', 'wrong_category', 'duplicate', 'offensive', 'spam', 'harassment', 'other'));`);
    this.addSql(`insert into "content_report"
        ("id", "reporter_id", "target_kind", "target_id", "reason", "details", "status", "created_at")
      select "id", "reporter_id", 'message', "message_id", "reason", "details", "status", "created_at"
      from "message_report";`);
    this.addSql(`drop table "message_report";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "message_report" (
      "id" uuid not null primary key,
      "message_id" uuid not null references "conversation_message" ("id") on delete cascade,
      "reporter_id" uuid not null references "app_user" ("id"),
      "reason" varchar(16) not null check ("reason" in ('spam', 'harassment', 'fraud', 'offensive', 'other')),
      "details" varchar(1000) null,
      "status" varchar(16) not null default 'open' check ("status" in ('open', 'resolved', 'dismissed')),
      "created_at" timestamptz not null,
      constraint "message_report_once" unique ("message_id", "reporter_id"));`);
    this.addSql(`insert into "message_report"
        ("id", "message_id", "reporter_id", "reason", "details", "status", "created_at")
      select distinct on ("target_id", "reporter_id") r."id", r."target_id", r."reporter_id", r."reason", r."details", r."status", r."created_at"
      from "content_report" r join "conversation_message" m on m."id" = r."target_id"
      where r."target_kind" = 'message' order by "target_id", "reporter_id", r."created_at";`);
    this.addSql(`delete from "content_report" where "target_kind" = 'message';`);
    this.addSql(
      `alter table "content_report" drop constraint if exists "content_report_target_kind_check";`,
    );
    this.addSql(
      `alter table "content_report" drop constraint if exists "content_report_reason_check";`,
    );
    this.addSql(`alter table "content_report" add constraint "content_report_target_kind_check"
      check ("target_kind" in ('listing', 'requirement', 'shop'));`);
    this.addSql(`alter table "content_report" add constraint "content_report_reason_check"
      check ("reason" in ('prohibited', 'fraud', 'counterfeit', 'wrong_category', 'duplicate', 'offensive', 'other'));`);
  }
}
