import { queryOptions } from '@tanstack/react-query';
import {
  getAllCpOptions,
  getCpDataOptions,
  getCpItemsOptions,
  getProcessLogOptions,
  getTestVersionForImportOptions,
} from '../../../../api/@tanstack/react-query.gen';
import type { TableState } from '../../../../components/table-search';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';
import { inLanguage, type ReadId } from '../../../../lib/queries';

/** Every read of a content package and its items: an action on a package makes them all stale. */
export const CP_READS: ReadId[] = ['getAllCp', 'getCpData', 'getCpItems', 'getProcessLog', 'getCpItem', 'getItemComments', 'getItemStatistics'];

/** Category names come translated. */
export const importCategoriesQuery = (language: string) =>
  queryOptions({ ...getTestVersionForImportOptions(inLanguage(language)), select: (data) => data.testVersion });

/** The Import History table's state as the address carries it (here, so the route's loader reads the same page). */
export const IMPORT_HISTORY_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'createdOn', sortOrder: 'desc' },
  sizes: TABLE_PAGE_SIZES,
  sortFields: ['fileName', 'testDescription', 'testName', 'createdOn', 'status'],
} as const;

/** Status labels come translated. */
export const importHistoryQuery = (query: TableState, language: string) => getAllCpOptions({ body: { ...query }, ...inLanguage(language) });

export const cpDataQuery = (cpId: number, language: string) =>
  queryOptions({ ...getCpDataOptions({ body: { cpId }, ...inLanguage(language) }), select: (data) => data.cpUploadData });

/** Read by the detail's loader for the page in the address: the page shown stays until the next one is in. */
export const cpItemsQuery = (cpId: number, query: TableState, testDetailId?: number) => getCpItemsOptions({ body: { cpId, ...query, testDetailId } });

export const processLogQuery = (cpUploadId: number, language: string) => getProcessLogOptions({ body: { cpUploadId }, ...inLanguage(language) });
