import type { PageSize } from '../../../../lib/page-size';
import type { StatsMode } from './queries';

export const ITEM_PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const ITEM_SORT_FIELDS = ['position', 'uin', 'strandName', 'calculator'] as const;

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
  const out: CpDetailSearch = {};
  const page = Number(search.itemPage);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) out.itemPage = page;
  const size = Number(search.itemPageSize);
  if ((ITEM_PAGE_SIZES as readonly number[]).includes(size) && size !== 10) out.itemPageSize = size as PageSize;
  if ((ITEM_SORT_FIELDS as readonly unknown[]).includes(search.itemSort) && search.itemSort !== 'position') out.itemSort = search.itemSort as CpDetailSearch['itemSort'];
  if (search.itemOrder === 'desc') out.itemOrder = 'desc';
  if (Number(search.statsMode) === 1) out.statsMode = 1;
  return out;
}

export const statsModeOf = (search: CpDetailSearch): StatsMode => search.statsMode ?? 2;
