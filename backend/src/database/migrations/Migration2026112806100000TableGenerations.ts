import { Migration } from '@mikro-orm/migrations';

const TABLES = ['users', 'content_packages', 'test_details'];

/**
 * One mechanism for every table whose reads are kept by generation: the users' generation of
 * Migration2026112702UsersAtScale moves into table_generations, beside those of the packages and
 * their tests (Import History keeps its pages and searched totals while the three stand), all
 * moved by the same trigger function once per statement.
 */
export class Migration2026112806100000TableGenerations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "table_generations" ("table_name" varchar(63) not null, "n" bigint not null, constraint "table_generations_pkey" primary key ("table_name"));`,
    );
    this.addSql(`create or replace function "bump_generation"() returns trigger language plpgsql as $$
begin
  update table_generations set n = n + 1 where table_name = tg_table_name;
  return null;
end $$;`);
    this.addSql(`drop trigger if exists "users_bump_generation" on "users";`);
    this.addSql(`drop function if exists "users_bump_generation"();`);
    this.addSql(`insert into "table_generations" ("table_name", "n") select 'users', "n" from "users_generation" where "id" = 1;`);
    for (const table of TABLES) this.addSql(`insert into "table_generations" ("table_name", "n") values ('${table}', 0) on conflict do nothing;`);
    this.addSql(`drop table if exists "users_generation";`);
    for (const table of TABLES) {
      this.addSql(
        `create trigger "${table}_bump_generation" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_generation"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) this.addSql(`drop trigger if exists "${table}_bump_generation" on "${table}";`);
    this.addSql(`create table "users_generation" ("id" int not null, "n" bigint not null, constraint "users_generation_pkey" primary key ("id"));`);
    this.addSql(`insert into "users_generation" ("id", "n") select 1, "n" from "table_generations" where "table_name" = 'users';`);
    this.addSql(`create or replace function "users_bump_generation"() returns trigger language plpgsql as $$
begin
  update users_generation set n = n + 1 where id = 1;
  return null;
end $$;`);
    this.addSql(
      `create trigger "users_bump_generation" after insert or update or delete or truncate on "users" for each statement execute function "users_bump_generation"();`,
    );
    this.addSql(`drop function if exists "bump_generation"();`);
    this.addSql(`drop table if exists "table_generations";`);
  }
}
