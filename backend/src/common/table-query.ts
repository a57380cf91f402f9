import { type PagingContract, TABLE_PAGING } from './table-query.dto';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  sortOrder: 'asc' | 'desc';
}

/** The page asked for, in the sizes of the table's contract; newest first unless asked otherwise. */
export function pageWindow(query: { page?: number; pageSize?: number; sortOrder?: 'asc' | 'desc' }, contract: PagingContract = TABLE_PAGING): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? contract.defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize, sortOrder: query.sortOrder ?? 'desc' };
}

/**
 * The one paging clamp of every table: a page past the end (a shared link after deletions)
 * answers the last page instead of nothing. The bounds of `page` and `pageSize` are the DTO's.
 */
export function clampToLastPage(window: PageWindow, totalCount: number): PageWindow {
  const lastPage = Math.max(1, Math.ceil(totalCount / window.pageSize));
  const page = Math.min(window.page, lastPage);
  return { ...window, page, offset: (page - 1) * window.pageSize };
}

/** A sort column from a caller's name, only among the ones a table allows. */
export function sortColumn<T extends string>(requested: string | undefined, allowed: Record<string, T>, fallback: T): T {
  return (requested && Object.hasOwn(allowed, requested) ? allowed[requested] : undefined) ?? fallback;
}
