import { Migration } from '@mikro-orm/migrations';

/**
 * A notification's push is queued after its row commits, so a writer killed between the two
 * left it unpushed for good. `push_queued_at` is set once the push job is queued; the worker's
 * sweep queues the push of recent rows where it is still null (docs/decisions/0040-web-push.md).
 * Rows stored before this release count as queued: the column is added with a constant default
 * (instant, no rewrite, no backfill) which is then dropped, so only new rows start null. The
 * partial index holds only the unqueued rows, a handful, so the sweep stays cheap however many
 * notifications there are; on a big table build it `concurrently` before the release
 * (docs/operations/migrations.md), which this `if not exists` then keeps.
 */
export class Migration20270102000000E_notification_push_queued extends Migration {
  override name = 'Migration20270102000000E_notification_push_queued';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "notification" add column "push_queued_at" timestamptz null default 'epoch';`,
    );
    this.addSql(`alter table "notification" alter column "push_queued_at" drop default;`);
    this.addSql(
      `create index if not exists "notification_push_unqueued_index" on "notification" ("created_at") where "push_queued_at" is null;`,
    );
  }
}
