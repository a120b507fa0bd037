import { Migration } from '@mikro-orm/migrations';

/** Foundation: site-wide settings and the record of seeds that have run. */
export class Migration20261121033051_initial extends Migration {
  override name = 'Migration20261121033051_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "seed_run" ("name" varchar(200) not null, "ran_at" timestamptz not null, primary key ("name"));`,
    );

    this.addSql(
      `create table "system_setting" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "system_setting" cascade;`);
    this.addSql(`drop table if exists "seed_run" cascade;`);
  }
}
