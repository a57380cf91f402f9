import { Migration } from '@mikro-orm/migrations';

/** A History row: a completed session (status 2) that is not a staff preview, of row `r`. */
const completed = (r: string) => `(${r}.status = 2 and not ${r}.preview)`;

/** What History shows of a session: a change of any of these in a History row moves its student's generation. */
const SHOWN = ['status', 'preview', 'user_id', 'test_detail_id', 'test_alias', 'mode', 'paa_id', 'percent', 'completed_on', 'strand_results'];

/**
 * Each student's History rows kept counted, so a page of History reads one row for its total
 * instead of counting thousands of sessions every time, and a generation that moves with every
 * change of those rows, so a page read before is answered again while it stands. Inserts and
 * deletes are counted once per statement from their transition tables (a bulk insert would
 * otherwise update one counter row once per row); an update of what History shows is a row
 * trigger whose condition leaves every update of a session outside History (its position, its
 * expiry while unfinished) without a call.
 */
export class Migration2026112806000000HistoryCounts extends Migration {
  override async up(): Promise<void> {
    // One sequence for every student's generation: a number once given is never given again, not
    // after a truncate nor to a student whose row is new, so a page kept under it cannot match a later state.
    this.addSql(`create sequence "history_generations";`);
    this.addSql(
      `create table "completed_session_counts" ("user_id" int not null, "n" int not null, "generation" bigint not null, constraint "completed_session_counts_pkey" primary key ("user_id"));`,
    );
    this.addSql(`create or replace function "completed_sessions_added"() returns trigger language plpgsql as $$
begin
  insert into completed_session_counts (user_id, n, generation)
  select user_id, count(*), nextval('history_generations') from added_rows r where ${completed('r')} group by user_id
  on conflict (user_id) do update set n = completed_session_counts.n + excluded.n, generation = excluded.generation;
  return null;
end $$;`);
    this.addSql(`create or replace function "completed_sessions_removed"() returns trigger language plpgsql as $$
begin
  update completed_session_counts c set n = c.n - g.n, generation = nextval('history_generations')
  from (select user_id, count(*) as n from removed_rows r where ${completed('r')} group by user_id) g where c.user_id = g.user_id;
  return null;
end $$;`);
    this.addSql(`create or replace function "completed_sessions_changed"() returns trigger language plpgsql as $$
begin
  if ${completed('old')} then
    update completed_session_counts set n = n - 1, generation = nextval('history_generations') where user_id = old.user_id;
  end if;
  if ${completed('new')} then
    insert into completed_session_counts (user_id, n, generation) values (new.user_id, 1, nextval('history_generations'))
    on conflict (user_id) do update set n = completed_session_counts.n + 1, generation = excluded.generation;
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
    this.addSql(
      `insert into "completed_session_counts" ("user_id", "n", "generation") select "user_id", count(*), nextval('history_generations') from "test_sessions" s where ${completed('s')} group by "user_id";`,
    );
    this.addSql(
      `create trigger "completed_sessions_added" after insert on "test_sessions" referencing new table as added_rows for each statement execute function "completed_sessions_added"();`,
    );
    this.addSql(
      `create trigger "completed_sessions_removed" after delete on "test_sessions" referencing old table as removed_rows for each statement execute function "completed_sessions_removed"();`,
    );
    this.addSql(
      `create trigger "completed_sessions_changed" after update of ${SHOWN.map((c) => `"${c}"`).join(', ')} on "test_sessions" for each row ` +
        `when (${completed('old')} or ${completed('new')}) execute function "completed_sessions_changed"();`,
    );
    this.addSql(
      `create trigger "completed_sessions_emptied" after truncate on "test_sessions" for each statement execute function "completed_sessions_emptied"();`,
    );
  }

  override async down(): Promise<void> {
    for (const name of ['completed_sessions_added', 'completed_sessions_removed', 'completed_sessions_changed', 'completed_sessions_emptied']) {
      this.addSql(`drop trigger if exists "${name}" on "test_sessions";`);
      this.addSql(`drop function if exists "${name}"();`);
    }
    this.addSql('drop table if exists "completed_session_counts";');
    this.addSql('drop sequence if exists "history_generations";');
  }
}
