import { Migration } from '@mikro-orm/migrations';

/**
 * Item analysis per test version and mode (refreshed by a background job), reviewers' comments on
 * single items, and the comments a rejection points at.
 */
export class Migration2026112703ItemStatsReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "item_statistics" ("id" serial primary key, "test_detail_id" int not null, "mode" smallint not null, "sessions" int not null, "reliability" double precision null, "items" jsonb not null, "computed_on" timestamptz not null);`,
    );
    this.addSql(`alter table "item_statistics" add constraint "item_statistics_test_detail_id_mode_unique" unique ("test_detail_id", "mode");`);
    this.addSql(
      `alter table "item_statistics" add constraint "item_statistics_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "item_comments" ("id" serial primary key, "content_package_id" int not null, "item_id" int not null, "uin" varchar(200) not null, "user_id" int null, "author_name" varchar(201) not null, "text" text not null, "created_on" timestamptz not null);`,
    );
    this.addSql(`create index "item_comments_content_package_id_index" on "item_comments" ("content_package_id");`);
    this.addSql(`create index "item_comments_item_id_index" on "item_comments" ("item_id");`);
    this.addSql(
      `alter table "item_comments" add constraint "item_comments_content_package_id_foreign" foreign key ("content_package_id") references "content_packages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "item_comments" add constraint "item_comments_item_id_foreign" foreign key ("item_id") references "item_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "item_comments" add constraint "item_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "content_package_audit" add column "reject_items" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_package_audit" drop column "reject_items";`);
    this.addSql(`drop table if exists "item_comments" cascade;`);
    this.addSql(`drop table if exists "item_statistics" cascade;`);
  }
}
