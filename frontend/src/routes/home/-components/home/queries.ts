import { queryOptions } from '@tanstack/react-query';
import { getTestsInProgressOptions } from '../../../../api/@tanstack/react-query.gen';
import { historyPageQuery } from '../history/queries';
import { HISTORY_TABLE } from '../history/search';

/** Tests are taken in another window: coming back to Home should show where they stand now. */
const FRESH = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const inProgressQuery = () => queryOptions({ ...getTestsInProgressOptions(), select: (data) => data.data, ...FRESH });

/** The newest completed tests: History's first page in its default order (spec section 7), one cache entry with it. */
export const latestResultsQuery = (count = 3) =>
  queryOptions({ ...historyPageQuery({ ...HISTORY_TABLE.defaults }), select: (data) => data.data.slice(0, count) });
