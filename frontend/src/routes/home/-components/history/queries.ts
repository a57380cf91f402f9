import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getHistory, getHistoryChart, report } from '../../../../api/sdk.gen';
import type { TableState } from '../../../../components/table-search';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';

/** The history table's state as the address carries it (here, not beside the table, so the route's search check stays light). */
export const HISTORY_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'desc' },
  sizes: TABLE_PAGE_SIZES,
  sortFields: ['testName', 'mode', 'testScore', 'testCompletionDate'],
} as const;

/** Every read of History starts with this key, so one invalidation refreshes them all. */
export const HISTORY_KEY = 'history';

// Tests are finished in another window: coming back to History should show the newest result.
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const historyPageQuery = (query: TableState) =>
  queryOptions({
    queryKey: [HISTORY_KEY, 'page', query],
    queryFn: async () => (await getHistory({ body: { ...query }, throwOnError: true })).data,
    placeholderData: keepPreviousData,
    ...FRESH,
  });

export const historyChartQuery = () =>
  queryOptions({
    queryKey: [HISTORY_KEY, 'chart'],
    queryFn: async () => (await getHistoryChart({ throwOnError: true })).data.series,
    ...FRESH,
  });

export const historyReportQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [HISTORY_KEY, 'report', sessionId],
    queryFn: async () => (await report({ body: { sessionId }, throwOnError: true })).data,
    retry: false,
  });
