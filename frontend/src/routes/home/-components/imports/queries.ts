import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllCpOptions, getCpDataOptions, getCpItemsOptions, getProcessLogOptions, getTestVersionForImportOptions } from '../../../../api/@tanstack/react-query.gen';
import type { TableState } from '../../../../components/table-search';
import { inLanguage, type ReadId } from '../../../../lib/queries';

/** Every read of a content package and its items: an action on a package makes them all stale. */
export const CP_READS: ReadId[] = ['getAllCp', 'getCpData', 'getCpItems', 'getProcessLog', 'getCpItem', 'getItemComments', 'getItemStatistics'];

/** Category names come translated. */
export const importCategoriesQuery = (language: string) => queryOptions({ ...getTestVersionForImportOptions(inLanguage(language)), select: (data) => data.testVersion });

/** Status labels come translated. */
export const importHistoryQuery = (query: TableState, language: string) =>
  queryOptions({ ...getAllCpOptions({ body: { ...query }, ...inLanguage(language) }), placeholderData: keepPreviousData });

export const cpDataQuery = (cpId: number, language: string) => queryOptions({ ...getCpDataOptions({ body: { cpId }, ...inLanguage(language) }), select: (data) => data.cpUploadData });

export const cpItemsQuery = (cpId: number, query: TableState, testDetailId?: number) =>
  queryOptions({ ...getCpItemsOptions({ body: { cpId, ...query, testDetailId } }), placeholderData: keepPreviousData });

export const processLogQuery = (cpUploadId: number, language: string) => getProcessLogOptions({ body: { cpUploadId }, ...inLanguage(language) });
