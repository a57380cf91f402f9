import { Migration } from '@mikro-orm/migrations';

/**
 * Staff notifications about content packages: one row per recipient and event for the in-app list,
 * and the kinds each user has switched off (mail and list alike).
 */
export class Migration2026112704000000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notifications" ("id" serial primary key, "user_id" int not null, "kind" varchar(30) not null, "content_package_id" int null, "params" jsonb not null, "created_on" timestamptz not null, "read_on" timestamptz null);`,
    );
    this.addSql(`create index "notifications_user_id_read_on_index" on "notifications" ("user_id", "read_on");`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "notification_opt_outs" ("user_id" int not null, "kind" varchar(30) not null, constraint "notification_opt_outs_pkey" primary key ("user_id", "kind"));`,
    );
    this.addSql(
      `alter table "notification_opt_outs" add constraint "notification_opt_outs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_opt_outs";`);
    this.addSql(`drop table if exists "notifications";`);
  }
}
