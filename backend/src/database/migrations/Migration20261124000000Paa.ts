import { Migration } from '@mikro-orm/migrations';

/**
 * The Pre-Assessment Activity: one row per walk through the wizard, at most one in progress per
 * student. Its sample-test attempts and launch links carry its id; the one-pending rule of test
 * sessions counts a PAA's attempt apart from the practice attempt of the same test.
 */
export class Migration20261124000000Paa extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "paa_sessions" ("id" serial primary key, "user_id" int not null, "last_completed_step" smallint not null default 0, "institution_id" int null, "student_display_id" varchar(50) null, "student_dob" date null, "agreement_checked" boolean not null default false, "videos_watched" boolean not null default false, "status" smallint not null default 0, "certificate_code" varchar(12) null, "started_on" timestamptz not null, "updated_on" timestamptz not null, "completed_on" timestamptz null);`,
    );
    this.addSql(`create index "paa_sessions_user_id_index" on "paa_sessions" ("user_id");`);
    this.addSql(`alter table "paa_sessions" add constraint "paa_sessions_certificate_code_unique" unique ("certificate_code");`);
    this.addSql(`create unique index "paa_sessions_one_in_progress_unique" on "paa_sessions" ("user_id") where "status" = 0;`);
    this.addSql(
      `alter table "paa_sessions" add constraint "paa_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "paa_sessions" add constraint "paa_sessions_institution_id_foreign" foreign key ("institution_id") references "texas_institutions" ("institution_id_pk") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "test_sessions" add column "paa_id" int null;`);
    this.addSql(`create index "test_sessions_paa_id_index" on "test_sessions" ("paa_id");`);
    this.addSql(
      `alter table "test_sessions" add constraint "test_sessions_paa_id_foreign" foreign key ("paa_id") references "paa_sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`drop index "test_sessions_one_pending_unique";`);
    this.addSql(
      `create unique index "test_sessions_one_pending_unique" on "test_sessions" ("user_id", "test_alias", "mode", coalesce("paa_id", 0)) where "status" = 1 and not "preview";`,
    );

    this.addSql(`alter table "launch_tokens" add column "paa_id" int null;`);
    this.addSql(
      `alter table "launch_tokens" add constraint "launch_tokens_paa_id_foreign" foreign key ("paa_id") references "paa_sessions" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "launch_tokens" drop column "paa_id";`);
    this.addSql(`drop index "test_sessions_one_pending_unique";`);
    // PAA attempts would collide with practice attempts under the older rule.
    this.addSql(`delete from "test_sessions" where "paa_id" is not null;`);
    this.addSql(`alter table "test_sessions" drop column "paa_id";`);
    this.addSql(
      `create unique index "test_sessions_one_pending_unique" on "test_sessions" ("user_id", "test_alias", "mode") where "status" = 1 and not "preview";`,
    );
    this.addSql(`drop table if exists "paa_sessions" cascade;`);
  }
}
