import { queryOptions } from '@tanstack/react-query';
import { getHistory, getTestsInProgress } from '../../../../api/sdk.gen';
import { HISTORY_KEY } from '../history/queries';

/** Tests are taken in another window: coming back to Home should show where they stand now. */
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const IN_PROGRESS_KEY = 'getTestsInProgress';

export const inProgressQuery = () =>
  queryOptions({
    queryKey: [IN_PROGRESS_KEY],
    queryFn: async () => (await getTestsInProgress({ throwOnError: true })).data.data,
    ...FRESH,
  });

/** The newest completed tests, through History's own call (spec section 7). */
export const latestResultsQuery = (count = 3) =>
  queryOptions({
    queryKey: [HISTORY_KEY, 'latest', count],
    queryFn: async () => (await getHistory({ body: { page: 1, pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'desc' }, throwOnError: true })).data.data.slice(0, count),
    ...FRESH,
  });
