import { Migration } from '@mikro-orm/migrations';

/** Practice delivery: single-use launch links, test sessions (one pending per test and mode) and their answers. */
export class Migration20261123200000Delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "test_sessions" ("id" serial primary key, "user_id" int not null, "test_detail_id" int not null, "test_alias" varchar(200) not null, "mode" smallint not null, "preview" boolean not null default false, "status" smallint not null default 1, "seed" bigint not null, "current_position" int not null default 0, "started_on" timestamptz not null, "expires_on" timestamptz not null, "completed_on" timestamptz null, "score" double precision null, "max_score" double precision null, "percent" smallint null, "strand_results" jsonb null, "version" int not null default 1);`,
    );
    this.addSql(`create index "test_sessions_test_detail_id_index" on "test_sessions" ("test_detail_id");`);
    this.addSql(`create index "test_sessions_user_id_status_completed_on_index" on "test_sessions" ("user_id", "status", "completed_on");`);
    this.addSql(
      `create unique index "test_sessions_one_pending_unique" on "test_sessions" ("user_id", "test_alias", "mode") where "status" = 1 and not "preview";`,
    );
    this.addSql(
      `create table "session_responses" ("id" serial primary key, "session_id" int not null, "uin" varchar(200) not null, "position" int not null, "response" jsonb null, "client_id" uuid null, "answered_at" timestamptz null, "saved_on" timestamptz not null, "flagged" boolean not null default false, "final" boolean not null default false, "score" double precision null, "max_score" double precision null, "outcomes" jsonb null);`,
    );
    this.addSql(`alter table "session_responses" add constraint "session_responses_session_id_uin_unique" unique ("session_id", "uin");`);
    this.addSql(
      `create table "launch_tokens" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "test_detail_id" int not null, "mode" smallint not null, "preview" boolean not null default false, "created_on" timestamptz not null, "expires_on" timestamptz not null, "used_on" timestamptz null);`,
    );
    this.addSql(`alter table "launch_tokens" add constraint "launch_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "launch_tokens_user_id_index" on "launch_tokens" ("user_id");`);
    this.addSql(
      `alter table "test_sessions" add constraint "test_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "test_sessions" add constraint "test_sessions_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "session_responses" add constraint "session_responses_session_id_foreign" foreign key ("session_id") references "test_sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "launch_tokens" add constraint "launch_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "launch_tokens" add constraint "launch_tokens_test_detail_id_foreign" foreign key ("test_detail_id") references "test_details" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['session_responses', 'test_sessions', 'launch_tokens']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
