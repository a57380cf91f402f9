import type { OrderTerm, PagedSelect } from '../common/paged-sql';
import { sortColumn } from '../common/table-query';
import { SessionStatus } from './entities/test-session.entity';

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
