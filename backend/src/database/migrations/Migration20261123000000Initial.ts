import { Migration } from '@mikro-orm/migrations';

/** Accounts, the role/function matrix, sessions, link tokens, audit, analytics, categories, institutions. */
export class Migration20261123000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "account_token_kind" as enum ('invite', 'reset');`);
    this.addSql(`create table "app_functions" ("id" int not null, "name" varchar(100) not null, constraint "app_functions_pkey" primary key ("id"));`);
    this.addSql(`create table "roles" ("id" int not null, "name" varchar(50) not null, constraint "roles_pkey" primary key ("id"));`);
    this.addSql(
      `create table "role_functions" ("role_id" int not null, "fn_id" int not null, "access" varchar(1) not null default 'W', constraint "role_functions_pkey" primary key ("role_id", "fn_id"));`,
    );
    this.addSql(
      `create table "test_categories" ("category_id" int not null, "category_name" varchar(100) not null, "category_description" text not null, "sort_order" int not null default 0, constraint "test_categories_pkey" primary key ("category_id"));`,
    );
    this.addSql(
      `create table "texas_institutions" ("institution_id_pk" serial primary key, "institution_name" varchar(200) not null, "institution_type" varchar(30) not null);`,
    );
    this.addSql(`alter table "texas_institutions" add constraint "texas_institutions_institution_name_unique" unique ("institution_name");`);
    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(250) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "password_hash" text not null, "role_id" int not null, "language" varchar(5) not null default 'en', "created_on" timestamptz not null, "last_login" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_id_index" on "users" ("role_id");`);
    this.addSql(
      `create table "audit_log" ("id" serial primary key, "actor_id" int null, "actor_email" varchar(250) null, "action" varchar(50) not null, "target_type" varchar(50) not null, "target_id" varchar(250) not null, "reason" text null, "detail" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_log_target_type_target_id_index" on "audit_log" ("target_type", "target_id");`);
    this.addSql(
      `create table "analytics_events" ("id" serial primary key, "type" varchar(50) not null, "path" varchar(500) null, "user_id" int null, "detail" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "analytics_events_type_index" on "analytics_events" ("type");`);
    this.addSql(`create index "analytics_events_created_at_index" on "analytics_events" ("created_at");`);
    this.addSql(
      `create table "account_tokens" ("id" serial primary key, "kind" "account_token_kind" not null, "token_hash" varchar(64) not null, "email" varchar(250) not null, "role_id" int null, "user_id" int null, "created_by_id" int null, "language" varchar(5) not null default 'en', "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_tokens_email_index" on "account_tokens" ("email");`);
    this.addSql(
      `create table "user_sessions" ("id_hash" varchar(64) not null, "user_id" int not null, "login_time" varchar(20) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, constraint "user_sessions_pkey" primary key ("id_hash"));`,
    );
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`);
    this.addSql(`create index "user_sessions_expires_at_index" on "user_sessions" ("expires_at");`);
    this.addSql(
      `alter table "role_functions" add constraint "role_functions_role_id_foreign" foreign key ("role_id") references "roles" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "role_functions" add constraint "role_functions_fn_id_foreign" foreign key ("fn_id") references "app_functions" ("id") on update cascade;`,
    );
    this.addSql(`alter table "users" add constraint "users_role_id_foreign" foreign key ("role_id") references "roles" ("id") on update cascade;`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "analytics_events" add constraint "analytics_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_role_id_foreign" foreign key ("role_id") references "roles" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'user_sessions',
      'account_tokens',
      'analytics_events',
      'audit_log',
      'users',
      'texas_institutions',
      'test_categories',
      'role_functions',
      'roles',
      'app_functions',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql('drop type if exists "account_token_kind";');
  }
}
