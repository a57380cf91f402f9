import { queryOptions } from '@tanstack/react-query';
import { getHistoryChartOptions, getHistoryOptions, reportOptions } from '../../../../api/@tanstack/react-query.gen';
import type { TableState } from '../../../../components/table-search';

// Tests are finished in another window: coming back to History should show the newest result.
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const historyPageQuery = (query: TableState) => queryOptions({ ...getHistoryOptions({ body: { ...query } }), ...FRESH });

export const historyChartQuery = () => queryOptions({ ...getHistoryChartOptions(), select: (data) => data.series, ...FRESH });

export const historyReportQuery = (sessionId: number) => queryOptions({ ...reportOptions({ body: { sessionId } }), retry: false });
