import { queryOptions } from '@tanstack/react-query';
import { getCpItem, getItemComments, getItemStatistics } from '../../../../api/sdk.gen';
import { CP_KEY } from '../imports/queries';

/** 2 Practice Test, 1 Learn As You Go: their statistics are kept apart. */
export type StatsMode = 1 | 2;

/** Under the content-package key, so that an action on the package refreshes these too. */
export const itemStatsQuery = (testDetailId: number, mode: StatsMode, language: string) =>
  queryOptions({
    queryKey: [CP_KEY, 'itemStats', testDetailId, mode, language],
    queryFn: async () => (await getItemStatistics({ body: { testDetailId, mode }, throwOnError: true })).data,
  });

export const cpItemQuery = (cpId: number, itemId: number) =>
  queryOptions({
    queryKey: [CP_KEY, 'item', cpId, itemId],
    queryFn: async () => (await getCpItem({ body: { cpId, itemId }, throwOnError: true })).data,
  });

export const itemCommentsQuery = (cpId: number, itemId?: number) =>
  queryOptions({
    queryKey: [CP_KEY, 'itemComments', cpId, itemId ?? 'all'],
    queryFn: async () => (await getItemComments({ body: { cpId, itemId }, throwOnError: true })).data.data,
  });
