import type { EntityManager } from '@mikro-orm/postgresql';
import { type OrderTerm, type PagedSelect, pageRows } from '../database/paged-sql';
import { preparedFor } from '../database/prepared';
import { rowsOutsideTransaction } from '../database/sql';
import { type PageWindow, sortColumn } from '../common/table-query';
import { SessionStatus, type StrandResult } from './entities/test-session.entity';

const HISTORY_SORT = {
  testName: 'd.test_name',
  testScore: 's.percent',
  testCompletionDate: 's.completed_on',
  mode: 's.mode',
} as const;

// Literals, not parameters, so that the planner matches the partial indexes of Migration2026112705000000TablesAtScale.
const COMPLETED = `s.user_id = ? and s.status = ${SessionStatus.Completed} and not s.preview`;

/** Count and generation as Migration2026112806000000HistoryCounts keeps them; the tests' generation too, as they name the rows. */
export const COMPLETED_STATE_SQL = `select coalesce(c.n, 0) as total, coalesce(c.generation, 0) || '.' || (select g.n from table_generations g where g.table_name = 'test_details') as generation
   from (select 1) one left join completed_session_counts c on c.user_id = ?`;

/** A student's History rows in a sort of the table; same-score or same-name rows by completion, then id, in the sort's direction. */
export function completedSelect(userId: number, sortField: string | undefined, direction: 'asc' | 'desc'): PagedSelect {
  const column = sortColumn(sortField, HISTORY_SORT, 's.completed_on');
  const order: OrderTerm[] = [column, ...(column === 's.completed_on' ? [] : ['s.completed_on']), 's.id'].map((c) => ({ column: c, direction }));
  // A test's name lives with the test: that sort joins the few tests, the others read one index.
  const from = column === 'd.test_name' ? 'test_sessions s join test_details d on d.id = s.test_detail_id' : 'test_sessions s';
  return { matches: `${from} where ${COMPLETED}`, params: [userId], order, key: 's.id' };
}

/** What History shows of a completed session, with its test's name, as one row of the driver. */
export interface CompletedSessionRow {
  id: number;
  test_detail_id: number;
  test_name: string;
  test_alias: string;
  mode: number;
  paa_id: number | null;
  percent: number | null;
  completed_on: Date | string;
  strand_results: StrandResult[] | string | null;
  scaled_score: number | null;
}

const COMPLETED_ROWS = {
  columns: 's.id, s.test_detail_id, d.test_name, s.test_alias, s.mode, s.paa_id, s.percent, s.completed_on, s.strand_results, s.scaled_score',
  from: 'test_sessions s join test_details d on d.id = s.test_detail_id',
};

/** Every History row of a student, newest first (the printout). */
const COMPLETED_ALL_SQL = `select ${COMPLETED_ROWS.columns} from ${COMPLETED_ROWS.from} where ${COMPLETED} order by s.completed_on desc, s.id desc`;

/**
 * The most points the History chart draws of a category: a line over a few hundred pixels shows no
 * more, and a student of long standing has thousands of results.
 */
export const CHART_MAX_POINTS = 150;

/** A run of consecutive scored practice results (one result when few); the category's totals ride along on each row. */
export interface ChartPointRow {
  category_id: number;
  category_name: string;
  sort_order: number;
  first_on: Date | string;
  last_on: Date | string;
  /** the run's results, and their mean percent (rounded) */
  count: number | string;
  percent: number | string;
  /** of a point of one result; null for a run */
  mode: number | null;
  test_name: string | null;
  /** the category's results: how many, its best score, its first and latest result's */
  total: number | string;
  best: number;
  first_percent: number;
  last_percent: number;
}

/** Grouped in SQL (ntile into CHART_MAX_POINTS runs), so the answer stays small however many results a student has. */
const CHART_POINTS_SQL = `with results as (
    select s.completed_on, s.percent, s.mode, d.test_name, d.category_id,
      ntile(${CHART_MAX_POINTS}) over run as bucket,
      count(*) over category as total,
      max(s.percent) over category as best,
      first_value(s.percent) over run as first_percent,
      last_value(s.percent) over (run rows between unbounded preceding and unbounded following) as last_percent
    from test_sessions s join test_details d on d.id = s.test_detail_id
    where ${COMPLETED} and s.percent is not null and s.paa_id is null
    window category as (partition by d.category_id), run as (partition by d.category_id order by s.completed_on, s.id)
  )
  select r.category_id, c.category_name, c.sort_order, min(r.completed_on) as first_on, max(r.completed_on) as last_on,
    count(*) as count, round(avg(r.percent)) as percent,
    case when count(*) = 1 then min(r.mode) end as mode, case when count(*) = 1 then min(r.test_name) end as test_name,
    min(r.total) as total, min(r.best) as best, min(r.first_percent) as first_percent, min(r.last_percent) as last_percent
  from results r join test_categories c on c.category_id = r.category_id
  group by r.category_id, c.category_name, c.sort_order, r.bucket
  order by c.sort_order, r.category_id, r.bucket`;

/** One page of a student's History rows in a sort of the table (see `SessionRecords.completedPage`); `total` is `completedState`'s. */
export function completedPage(
  em: EntityManager,
  userId: number,
  sortField: string | undefined,
  window: PageWindow,
  total: number,
): Promise<CompletedSessionRow[]> {
  return pageRows(em, completedSelect(userId, sortField, window.sortOrder), window, total, COMPLETED_ROWS);
}

/** Every History row of a student, newest first. */
export function completedAll(em: EntityManager, userId: number): Promise<CompletedSessionRow[]> {
  return rowsOutsideTransaction<CompletedSessionRow>(em, COMPLETED_ALL_SQL, [userId]);
}

/** The count of a student's History rows and their generation (see COMPLETED_STATE_SQL). */
export async function completedState(em: EntityManager, userId: number): Promise<{ total: number | string; generation: string }> {
  const [row] = await preparedFor(COMPLETED_STATE_SQL).run<{ total: number | string; generation: string }>(em, [userId]);
  return row;
}

/** A student's History chart as its points (see CHART_POINTS_SQL). */
export function chartPoints(em: EntityManager, userId: number): Promise<ChartPointRow[]> {
  return rowsOutsideTransaction<ChartPointRow>(em, CHART_POINTS_SQL, [userId]);
}
