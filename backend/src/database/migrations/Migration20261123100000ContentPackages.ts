import { Migration } from '@mikro-orm/migrations';

/** Content packages on their way from upload to publication, and the tests, strands, items and passages they bring. */
export class Migration20261123100000ContentPackages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_packages" ("id" serial primary key, "file_name" varchar(255) not null, "storage_key" varchar(500) not null, "file_size" int not null, "sha256" varchar(64) not null, "test_description" varchar(100) not null, "cb_version" varchar(50) null, "category_id" int not null, "status_id" smallint not null default 1, "test_name" varchar(300) null, "test_alias" varchar(200) null, "qti_version" varchar(5) null, "process_log" jsonb null, "cp_reject_desc" text null, "uploaded_by_id" int null, "created_on" timestamptz not null, "updated_on" timestamptz not null, "published_on" timestamptz null);`,
    );
    this.addSql(`create index "content_packages_test_alias_index" on "content_packages" ("test_alias");`);
    this.addSql(`create index "content_packages_status_id_created_on_index" on "content_packages" ("status_id", "created_on");`);
    this.addSql(
      `create table "test_details" ("id" serial primary key, "content_package_id" int not null, "category_id" int not null, "test_alias" varchar(200) not null, "test_name" varchar(300) not null, "test_description" text null, "parent_test_alias" varchar(200) null, "branching_profile_name" varchar(100) not null, "operational_test_length" int not null, "qti_version" varchar(5) not null, "structure" jsonb not null, "media" jsonb not null, "published_on" timestamptz null);`,
    );
    this.addSql(`create index "test_details_content_package_id_index" on "test_details" ("content_package_id");`);
    this.addSql(`create index "test_details_test_alias_index" on "test_details" ("test_alias");`);
    this.addSql(`create index "test_details_category_id_published_on_index" on "test_details" ("category_id", "published_on");`);
    this.addSql(
      `create table "strand_details" ("id" serial primary key, "test_detail_id" int not null, "strand_name" varchar(300) not null, "position" int not null);`,
    );
    this.addSql(`create index "strand_details_test_detail_id_index" on "strand_details" ("test_detail_id");`);
    this.addSql(
      `create table "stimulus_details" ("id" serial primary key, "test_detail_id" int not null, "identifier" varchar(200) not null, "title" varchar(300) not null, "body" jsonb not null);`,
    );
    this.addSql(`alter table "stimulus_details" add constraint "stimulus_details_test_detail_id_identifier_unique" unique ("test_detail_id", "identifier");`);
    this.addSql(
      `create table "item_details" ("id" serial primary key, "test_detail_id" int not null, "strand_id" int not null, "uin" varchar(200) not null, "title" varchar(300) not null, "calculator" smallint not null, "position" int not null, "file" varchar(500) not null, "interaction_types" jsonb not null, "delivery" jsonb not null, "scoring" jsonb not null);`,
    );
    this.addSql(`create index "item_details_strand_id_index" on "item_details" ("strand_id");`);
    this.addSql(`alter table "item_details" add constraint "item_details_test_detail_id_uin_unique" unique ("test_detail_id", "uin");`);
    this.addSql(
      `create table "content_package_audit" ("id" serial primary key, "content_package_id" int not null, "user_id" int null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "cp_status" smallint not null, "cp_reject_desc" text null, "created_on" timestamptz not null);`,
    );
    this.addSql(`create index "content_package_audit_content_package_id_index" on "content_package_audit" ("content_package_id");`);
    this.addSql(
      `alter table "content_packages" add constraint "content_packages_category_id_foreign" foreign key ("category_id") references "test_categories" ("category_id") on update cascade;`,
    );
    this.addSql(
      `alter table "content_packages" add constraint "content_packages_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "test_details" add constraint "test_details_content_package_id_foreign" foreign key ("content_package_id") references "content_packages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "test_details" add constraint "test_details_category_id_foreign" foreign key ("category_id") references "test_categories" ("category_id") on update cascade;`,
    );
    this.addSql(
      `alter table "strand_details" add constraint "strand_details_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "stimulus_details" add constraint "stimulus_details_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "item_details" add constraint "item_details_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "item_details" add constraint "item_details_strand_id_foreign" foreign key ("strand_id") references "strand_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "content_package_audit" add constraint "content_package_audit_content_package_id_foreign" foreign key ("content_package_id") references "content_packages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "content_package_audit" add constraint "content_package_audit_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['content_package_audit', 'item_details', 'stimulus_details', 'strand_details', 'test_details', 'content_packages']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
