import { Migration } from '@mikro-orm/migrations';

/** A History row: a completed session (status 2) that is not a staff preview, of row `r`. */
const completed = (r: string) => `(${r}.status = 2 and not ${r}.preview)`;

/**
 * Each student's History rows kept counted, so a page of History reads one row for its total
 * instead of counting thousands of sessions every time. Inserts and deletes are counted once per
 * statement from their transition tables (a bulk insert would otherwise update one counter row
 * once per row); a change of status, preview or owner is a row trigger whose condition leaves
 * every other update of a session (its position, its expiry) without a call.
 */
export class Migration2026112806000000HistoryCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "completed_session_counts" ("user_id" int not null, "n" int not null, constraint "completed_session_counts_pkey" primary key ("user_id"));`);
    this.addSql(`create or replace function "completed_sessions_added"() returns trigger language plpgsql as $$
begin
  insert into completed_session_counts (user_id, n) select user_id, count(*) from added_rows r where ${completed('r')} group by user_id
  on conflict (user_id) do update set n = completed_session_counts.n + excluded.n;
  return null;
end $$;`);
    this.addSql(`create or replace function "completed_sessions_removed"() returns trigger language plpgsql as $$
begin
  update completed_session_counts c set n = c.n - g.n
  from (select user_id, count(*) as n from removed_rows r where ${completed('r')} group by user_id) g where c.user_id = g.user_id;
  return null;
end $$;`);
    this.addSql(`create or replace function "completed_sessions_changed"() returns trigger language plpgsql as $$
begin
  if ${completed('old')} then
    update completed_session_counts set n = n - 1 where user_id = old.user_id;
  end if;
  if ${completed('new')} then
    insert into completed_session_counts (user_id, n) values (new.user_id, 1) on conflict (user_id) do update set n = completed_session_counts.n + 1;
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "completed_sessions_emptied"() returns trigger language plpgsql as $$
begin
  delete from completed_session_counts;
  return null;
end $$;`);
    // Held until the migration commits: a session completed between the count and the triggers
    // would otherwise be in neither.
    this.addSql(`lock table "test_sessions" in share row exclusive mode;`);
    this.addSql(`insert into "completed_session_counts" ("user_id", "n") select "user_id", count(*) from "test_sessions" s where ${completed('s')} group by "user_id";`);
    this.addSql(`create trigger "completed_sessions_added" after insert on "test_sessions" referencing new table as added_rows for each statement execute function "completed_sessions_added"();`);
    this.addSql(`create trigger "completed_sessions_removed" after delete on "test_sessions" referencing old table as removed_rows for each statement execute function "completed_sessions_removed"();`);
    this.addSql(
      `create trigger "completed_sessions_changed" after update of "status", "preview", "user_id" on "test_sessions" for each row ` +
        `when (${completed('old')} is distinct from ${completed('new')} or old.user_id is distinct from new.user_id) execute function "completed_sessions_changed"();`,
    );
    this.addSql(`create trigger "completed_sessions_emptied" after truncate on "test_sessions" for each statement execute function "completed_sessions_emptied"();`);
  }

  override async down(): Promise<void> {
    for (const name of ['completed_sessions_added', 'completed_sessions_removed', 'completed_sessions_changed', 'completed_sessions_emptied']) {
      this.addSql(`drop trigger if exists "${name}" on "test_sessions";`);
      this.addSql(`drop function if exists "${name}"();`);
    }
    this.addSql('drop table if exists "completed_session_counts";');
  }
}
