import { type TableState, tableSearchOf } from '../../../../components/table-search';
import type { PageSize } from '../../../../lib/page-size';
import type { StatsMode } from './queries';

export const ITEM_PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const ITEM_SORT_FIELDS = ['position', 'uin', 'strandName', 'calculator'] as const;

/** The package items table, through the one table-state helper; its sort keys keep the names links already carry. */
export const ITEMS_TABLE = {
  prefix: 'item',
  names: { sortField: 'itemSort', sortOrder: 'itemOrder' },
  defaults: { page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' } satisfies TableState,
  sizes: ITEM_PAGE_SIZES,
  sortFields: ITEM_SORT_FIELDS,
} as const;

/** The items table's page and order and the statistics' mode, as the package detail's address carries them (defaults left out). */
export interface CpDetailSearch {
  itemPage?: number;
  itemPageSize?: PageSize;
  itemSort?: (typeof ITEM_SORT_FIELDS)[number];
  itemOrder?: 'asc' | 'desc';
  /** 1 Learn As You Go; Practice Test (2) when left out */
  statsMode?: 1;
}

/** Whatever the address holds, only values the server accepts reach the call. */
export function cpDetailSearch(search: Record<string, unknown>): CpDetailSearch {
  const out = tableSearchOf(search, ITEMS_TABLE) as CpDetailSearch;
  if (Number(search.statsMode) === 1) out.statsMode = 1;
  return out;
}

export const statsModeOf = (search: CpDetailSearch): StatsMode => search.statsMode ?? 2;
