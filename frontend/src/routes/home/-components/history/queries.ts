import { queryOptions } from '@tanstack/react-query';
import { getHistoryChartOptions, getHistoryOptions, reportOptions } from '../../../../api/@tanstack/react-query.gen';
import type { TableState } from '../../../../components/table-search';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';

/** The history table's state as the address carries it (here, not beside the table, so the route's search check stays light). */
export const HISTORY_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'desc' },
  sizes: TABLE_PAGE_SIZES,
  sortFields: ['testName', 'mode', 'testScore', 'testCompletionDate'],
} as const;

// Tests are finished in another window: coming back to History should show the newest result.
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const historyPageQuery = (query: TableState) => queryOptions({ ...getHistoryOptions({ body: { ...query } }), ...FRESH });

export const historyChartQuery = () => queryOptions({ ...getHistoryChartOptions(), select: (data) => data.series, ...FRESH });

export const historyReportQuery = (sessionId: number) => queryOptions({ ...reportOptions({ body: { sessionId } }), retry: false });
