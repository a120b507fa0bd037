import { Migration } from '@mikro-orm/migrations';

/**
 * Every BFF process keeps the session check and the account's own copy in memory
 * (docs/decisions/0036-account-cache.md). These triggers tell all of them, on commit, when an
 * account row changes or a live session is revoked or deleted, whichever code or process did it.
 */
export class Migration20261208000000_account_change_notices extends Migration {
  override name = 'Migration20261208000000_account_change_notices';

  override up(): void | Promise<void> {
    this.addSql(`create function "notify_account_change"() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'app_user' then
          perform pg_notify('account_change', 'user:' || old."id");
        else
          perform pg_notify('account_change', 'session:' || old."family_id");
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "app_user_change_notice" after update or delete on "app_user"
         for each row execute function "notify_account_change"();`,
    );
    // Only a live token's end matters: rotation's own updates (used, last used) change nothing.
    this.addSql(
      `create trigger "refresh_token_change_notice" after update of "revoked_at" or delete
         on "refresh_token" for each row when (old."revoked_at" is null)
         execute function "notify_account_change"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "refresh_token_change_notice" on "refresh_token";`);
    this.addSql(`drop trigger if exists "app_user_change_notice" on "app_user";`);
    this.addSql(`drop function if exists "notify_account_change"();`);
  }
}
