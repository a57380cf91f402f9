import { Migration } from '@mikro-orm/migrations';

const LIVE = 'where "deleted_on" is null';
/** Every column the users table shows: a filtered page and its count are read from the index alone. */
const LISTED = 'include ("id", "first_name", "last_name", "email", "role_id", "created_on", "last_login")';

/**
 * The users table at a hundred thousand accounts. The prefix indexes cover the listed columns, so
 * a filter's count and page never visit the table; each sort column has an index in its order (the
 * pattern indexes compare bytes, which serves a prefix but not the collation's order); and the
 * live accounts per role are kept counted, so the unfiltered and role-filtered totals read a row
 * instead of counting every account on every page; a generation number moves with every change
 * of users, so a page already read is answered again at the cost of reading it. A package's
 * items page in route order by index.
 */
export class Migration2026112702UsersAtScale extends Migration {
  override async up(): Promise<void> {
    for (const name of ['users_first_name_prefix_index', 'users_last_name_prefix_index', 'users_email_prefix_index'])
      this.addSql(`drop index if exists "${name}";`);
    this.addSql(`create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops) ${LISTED} ${LIVE};`);
    this.addSql(`create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops) ${LISTED} ${LIVE};`);
    this.addSql(`create index "users_email_prefix_index" on "users" ("email" text_pattern_ops) ${LISTED} ${LIVE};`);
    this.addSql(`create index "users_first_name_order_index" on "users" (lower("first_name"), "id") ${LIVE};`);
    this.addSql(`create index "users_last_name_order_index" on "users" (lower("last_name"), "id") ${LIVE};`);
    this.addSql(`create index "users_email_order_index" on "users" ("email", "id") ${LIVE};`);
    this.addSql(`create index "users_last_login_order_index" on "users" ("last_login" nulls first, "id") ${LIVE};`);

    this.addSql(`create table "user_role_counts" ("role_id" int not null, "live" int not null, constraint "user_role_counts_pkey" primary key ("role_id"));`);
    this.addSql(`create or replace function "users_count_live"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_on is null then
    update user_role_counts set live = live - 1 where role_id = old.role_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.deleted_on is null then
    insert into user_role_counts (role_id, live) values (new.role_id, 1) on conflict (role_id) do update set live = user_role_counts.live + 1;
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "users_count_live" after insert or delete or update of "role_id", "deleted_on" on "users" for each row execute function "users_count_live"();`,
    );
    this.addSql(`insert into "user_role_counts" ("role_id", "live") select "role_id", count(*) from "users" ${LIVE} group by "role_id";`);

    // Bumped by every statement that changes users, in its transaction: a page of the users table
    // read at one generation is the same until the next, so it is answered again without a read.
    this.addSql(`create table "users_generation" ("id" int not null, "n" bigint not null, constraint "users_generation_pkey" primary key ("id"));`);
    this.addSql(`insert into "users_generation" ("id", "n") values (1, 0);`);
    this.addSql(`create or replace function "users_bump_generation"() returns trigger language plpgsql as $$
begin
  update users_generation set n = n + 1 where id = 1;
  return null;
end $$;`);
    this.addSql(
      `create trigger "users_bump_generation" after insert or update or delete or truncate on "users" for each statement execute function "users_bump_generation"();`,
    );

    // A package of tens of thousands of items pages through them in route order.
    this.addSql(`create index "item_details_test_detail_id_position_index" on "item_details" ("test_detail_id", "position");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "item_details_test_detail_id_position_index";`);
    this.addSql(`drop trigger if exists "users_bump_generation" on "users";`);
    this.addSql(`drop function if exists "users_bump_generation"();`);
    this.addSql(`drop table if exists "users_generation";`);
    this.addSql(`drop trigger if exists "users_count_live" on "users";`);
    this.addSql(`drop function if exists "users_count_live"();`);
    this.addSql(`drop table if exists "user_role_counts";`);
    for (const name of ['users_first_name_order_index', 'users_last_name_order_index', 'users_email_order_index', 'users_last_login_order_index'])
      this.addSql(`drop index if exists "${name}";`);
    for (const name of ['users_first_name_prefix_index', 'users_last_name_prefix_index', 'users_email_prefix_index'])
      this.addSql(`drop index if exists "${name}";`);
    this.addSql(`create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops) ${LIVE};`);
    this.addSql(`create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops) ${LIVE};`);
    this.addSql(`create index "users_email_prefix_index" on "users" ("email" text_pattern_ops) ${LIVE};`);
  }
}
