import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getHistory, getHistoryChart, report } from '../../../../api/sdk.gen';
import type { TableState } from '../../../../components/table-search';

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
