import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getHistory, getHistoryChart, report } from '../../../../api/sdk.gen';
import type { PageSize } from '../../../../lib/page-size';

/** Rows per page the history table offers (here, not in the table, so the route's search check stays light). */
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100, 250] as const;

/** The table query of /api/getHistory (spec section 7). */
export interface HistoryQuery {
  page: number;
  pageSize: PageSize;
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

/** Every read of History starts with this key, so one invalidation refreshes them all. */
export const HISTORY_KEY = 'history';

// Tests are finished in another window: coming back to History should show the newest result.
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const historyPageQuery = (query: HistoryQuery) =>
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
