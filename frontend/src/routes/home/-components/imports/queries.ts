import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllCp, getCpData, getCpItems, getProcessLog, getTestVersionForImport } from '../../../../api/sdk.gen';
import type { TableState } from '../../../../components/table-search';

/** Every read of this screen starts with this key, so one invalidation refreshes them all. */
export const CP_KEY = 'contentPackages';

/** Category names come translated, so the language is part of the key. */
export const importCategoriesQuery = (language: string) =>
  queryOptions({
    queryKey: [CP_KEY, 'categories', language],
    queryFn: async () => (await getTestVersionForImport({ throwOnError: true })).data.testVersion,
  });

/** Status labels come translated, so the language is part of the key. */
export const importHistoryQuery = (query: TableState, language: string) =>
  queryOptions({
    queryKey: [CP_KEY, 'history', query, language],
    queryFn: async () => (await getAllCp({ body: { ...query }, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });

export const cpDataQuery = (cpId: number, language: string) =>
  queryOptions({
    queryKey: [CP_KEY, 'detail', cpId, language],
    queryFn: async () => (await getCpData({ body: { cpId }, throwOnError: true })).data.cpUploadData,
  });

export const cpItemsQuery = (cpId: number, query: TableState, testDetailId?: number) =>
  queryOptions({
    queryKey: [CP_KEY, 'items', cpId, testDetailId, query],
    queryFn: async () => (await getCpItems({ body: { cpId, ...query, testDetailId }, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });

export const processLogQuery = (cpUploadId: number, language: string) =>
  queryOptions({
    queryKey: [CP_KEY, 'processLog', cpUploadId, language],
    queryFn: async () => (await getProcessLog({ body: { cpUploadId }, throwOnError: true })).data,
  });
