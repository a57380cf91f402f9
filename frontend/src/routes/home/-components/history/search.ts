import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';

/**
 * The history table's state as the address carries it: in a file of its own, which every page loads
 * with the route's search check, apart from the queries and their library.
 */
export const HISTORY_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'desc' },
  sizes: TABLE_PAGE_SIZES,
  sortFields: ['testName', 'mode', 'testScore', 'testCompletionDate'],
} as const;
