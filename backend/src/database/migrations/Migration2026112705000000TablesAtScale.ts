import { Migration } from '@mikro-orm/migrations';

/** The History table's rows: a student's completed sessions that are not staff previews. */
const COMPLETED = 'where "status" = 2 and not "preview"';

const INDEXES: [name: string, definition: string][] = [
  // History: the count and, per sort, the keys of a page, read from the student's own index range.
  ['test_sessions_history_completed_index', `on "test_sessions" ("user_id", "completed_on", "id") ${COMPLETED}`],
  ['test_sessions_history_score_index', `on "test_sessions" ("user_id", "percent", "completed_on", "id") ${COMPLETED}`],
  ['test_sessions_history_mode_index', `on "test_sessions" ("user_id", "mode", "completed_on", "id") ${COMPLETED}`],
  // Import History: one index per sort column, ending in the id that breaks ties.
  ['content_packages_created_on_order_index', `on "content_packages" ("created_on", "id")`],
  ['content_packages_file_name_order_index', `on "content_packages" ("file_name", "id")`],
  ['content_packages_test_description_order_index', `on "content_packages" ("test_description", "id")`],
  ['content_packages_test_name_order_index', `on "content_packages" ("test_name", "id")`],
  ['content_packages_status_order_index', `on "content_packages" ("status_id", "id")`],
  // Its search matches anywhere in a value, ignoring case: trigrams serve that, a b-tree cannot.
  ['content_packages_file_name_trgm_index', `on "content_packages" using gin ("file_name" gin_trgm_ops)`],
  ['content_packages_test_description_trgm_index', `on "content_packages" using gin ("test_description" gin_trgm_ops)`],
  ['content_packages_test_name_trgm_index', `on "content_packages" using gin ("test_name" gin_trgm_ops)`],
  // A test's items, per sort; the id makes each an index-only read of a page's keys.
  ['item_details_route_order_index', `on "item_details" ("test_detail_id", "position", "id")`],
  ['item_details_uin_order_index', `on "item_details" ("test_detail_id", "uin", "position", "id")`],
  ['item_details_calculator_order_index', `on "item_details" ("test_detail_id", "calculator", "position", "id")`],
  ['item_details_strand_order_index', `on "item_details" ("strand_id", "position", "id")`],
];

/**
 * The other tables at a hundred thousand rows: History, Import History and a package's items page
 * by keys read from an index in the sort's order (see database/paged-sql.ts), and the packages are
 * kept counted by a trigger, so the unfiltered Import History does not count them on every page;
 * the counters count a bulk insert once per statement.
 */
export class Migration2026112705000000TablesAtScale extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    for (const [name, definition] of INDEXES) this.addSql(`create index "${name}" ${definition};`);
    // superseded by the ones above, which also hold the id
    this.addSql('drop index if exists "item_details_test_detail_id_position_index";');
    this.addSql('drop index if exists "item_details_strand_id_index";');

    this.addSql(`create table "row_counts" ("table_name" varchar(63) not null, "n" bigint not null, constraint "row_counts_pkey" primary key ("table_name"));`);
    // Once per statement, from its transition table: a row trigger updates the counter once per row,
    // and a bulk insert then walks an ever longer chain of versions of that row (quadratic).
    this.addSql(`create or replace function "count_rows_added"() returns trigger language plpgsql as $$
begin
  update row_counts set n = n + (select count(*) from added_rows) where table_name = tg_table_name;
  return null;
end $$;`);
    this.addSql(`create or replace function "count_rows_removed"() returns trigger language plpgsql as $$
begin
  update row_counts set n = n - (select count(*) from removed_rows) where table_name = tg_table_name;
  return null;
end $$;`);
    // Held until the migration commits: a package added between the count and the triggers would
    // otherwise be in neither.
    this.addSql(`lock table "content_packages" in share row exclusive mode;`);
    this.addSql(`insert into "row_counts" ("table_name", "n") select 'content_packages', count(*) from "content_packages";`);
    this.addSql(
      `create trigger "content_packages_rows_added" after insert on "content_packages" referencing new table as added_rows for each statement execute function "count_rows_added"();`,
    );
    this.addSql(
      `create trigger "content_packages_rows_removed" after delete on "content_packages" referencing old table as removed_rows for each statement execute function "count_rows_removed"();`,
    );

    // The same for the live accounts per role of Migration2026112702UsersAtScale: inserts and
    // deletes by statement; a change of role or deletion stays a row trigger on those columns only
    // (a transition table cannot go with a column list, and sign-ins update every account).
    this.addSql(`drop trigger if exists "users_count_live" on "users";`);
    this.addSql(`create trigger "users_count_live" after update of "role_id", "deleted_on" on "users" for each row execute function "users_count_live"();`);
    this.addSql(`create or replace function "users_count_added"() returns trigger language plpgsql as $$
begin
  insert into user_role_counts (role_id, live) select role_id, count(*) from added_rows where deleted_on is null group by role_id
  on conflict (role_id) do update set live = user_role_counts.live + excluded.live;
  return null;
end $$;`);
    this.addSql(`create or replace function "users_count_removed"() returns trigger language plpgsql as $$
begin
  update user_role_counts c set live = c.live - r.n from (select role_id, count(*) as n from removed_rows where deleted_on is null group by role_id) r where c.role_id = r.role_id;
  return null;
end $$;`);
    this.addSql(
      `create trigger "users_count_added" after insert on "users" referencing new table as added_rows for each statement execute function "users_count_added"();`,
    );
    this.addSql(
      `create trigger "users_count_removed" after delete on "users" referencing old table as removed_rows for each statement execute function "users_count_removed"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "users_count_added" on "users";');
    this.addSql('drop trigger if exists "users_count_removed" on "users";');
    this.addSql('drop function if exists "users_count_added"();');
    this.addSql('drop function if exists "users_count_removed"();');
    this.addSql('drop trigger if exists "users_count_live" on "users";');
    this.addSql(
      `create trigger "users_count_live" after insert or delete or update of "role_id", "deleted_on" on "users" for each row execute function "users_count_live"();`,
    );
    this.addSql('drop trigger if exists "content_packages_rows_added" on "content_packages";');
    this.addSql('drop trigger if exists "content_packages_rows_removed" on "content_packages";');
    this.addSql('drop function if exists "count_rows_added"();');
    this.addSql('drop function if exists "count_rows_removed"();');
    this.addSql('drop table if exists "row_counts";');
    this.addSql('create index "item_details_strand_id_index" on "item_details" ("strand_id");');
    this.addSql('create index "item_details_test_detail_id_position_index" on "item_details" ("test_detail_id", "position");');
    for (const [name] of INDEXES) this.addSql(`drop index if exists "${name}";`);
  }
}
