import type { TableQueryDto } from '../api/types.gen';

/** A page size the table calls accept (spec 9: 10, 25, 50, 100, 250; the process history also 5). */
export type PageSize = NonNullable<TableQueryDto['pageSize']>;

const ACCEPTED: readonly number[] = [5, 10, 25, 50, 100, 250] satisfies PageSize[];

/** The page sizes a table offers: every paged table of the spec (section 9). */
export const TABLE_PAGE_SIZES = [10, 25, 50, 100, 250] as const satisfies readonly PageSize[];

/** The process log of a package starts at 5 rows, as the spec's detail page shows it. */
export const PROCESS_LOG_PAGE_SIZES = [5, 10, 25, 50] as const satisfies readonly PageSize[];

/** A page size from the address or a select, or the fallback when it is not one the API takes. */
export function toPageSize(value: unknown, fallback: PageSize): PageSize {
  const n = Number(value);
  return ACCEPTED.includes(n) ? (n as PageSize) : fallback;
}
