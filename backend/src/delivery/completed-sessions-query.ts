import type { OrderTerm, PagedSelect } from '../common/paged-sql';
import { sortColumn } from '../common/table-query';
import { SessionStatus, type StrandResult } from './entities/test-session.entity';

const HISTORY_SORT = {
  testName: 'd.test_name',
  testScore: 's.percent',
  testCompletionDate: 's.completed_on',
  mode: 's.mode',
} as const;

// Literals, not parameters, so that the planner matches the partial indexes of Migration2026112705000000TablesAtScale.
const COMPLETED = `s.user_id = ? and s.status = ${SessionStatus.Completed} and not s.preview`;

/** The count of a student's History rows, read from the partial index of their completed sessions. */
export const COMPLETED_COUNT_SQL = `select count(*) as total from test_sessions s where ${COMPLETED}`;

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
}

export const COMPLETED_ROWS = {
  columns: 's.id, s.test_detail_id, d.test_name, s.test_alias, s.mode, s.paa_id, s.percent, s.completed_on, s.strand_results',
  from: 'test_sessions s join test_details d on d.id = s.test_detail_id',
};

/** Every History row of a student, newest first (the printout). */
export const COMPLETED_ALL_SQL = `select ${COMPLETED_ROWS.columns} from ${COMPLETED_ROWS.from} where ${COMPLETED} order by s.completed_on desc, s.id desc`;

/**
 * The count of the signed-in student's History rows, read in the round trip of their session
 * (a CompanionRead over the session's user `a`).
 */
export const COMPLETED_COUNT_COMPANION = `select count(*) as "__c_total" from test_sessions s where s.user_id = a.id and s.status = ${SessionStatus.Completed} and not s.preview`;

/** A scored practice result (no PAA's sample) with its test and category, as one row of the driver. */
export interface ScoredPracticeRow {
  completed_on: Date | string;
  percent: number;
  mode: number;
  test_name: string;
  category_id: number;
  category_name: string;
  sort_order: number;
}

/** A student's scored practice results, oldest first: the History chart's points. */
export const SCORED_PRACTICE_SQL = `select s.completed_on, s.percent, s.mode, d.test_name, c.category_id, c.category_name, c.sort_order
  from test_sessions s join test_details d on d.id = s.test_detail_id join test_categories c on c.category_id = d.category_id
  where ${COMPLETED} and s.percent is not null and s.paa_id is null order by s.completed_on asc, s.id asc`;
