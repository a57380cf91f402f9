import type { OrderTerm, PagedSelect } from '../database/paged-sql';
import { sortColumn } from '../common/table-query';
import { PAGE_GENERATION_SQL } from './cp-rows';

const CP_SORT = { createdOn: 'created_on', fileName: 'file_name', testDescription: 'test_description', testName: 'test_name', status: 'status_id', statusId: 'status_id' } as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The Import History's rows: all packages, or those whose file name, description or test name
 * holds the search anywhere, ignoring case (trigram indexes serve that); ties broken by id.
 */
export function packagesSelect(search: string | undefined, sortField: string | undefined, direction: 'asc' | 'desc'): PagedSelect & { searched: boolean } {
  const like = search?.trim() ? `%${escapeLike(search.trim())}%` : null;
  const column = `c.${sortColumn(sortField, CP_SORT, 'created_on')}`;
  const order: OrderTerm[] = [column, 'c.id'].map((c) => ({ column: c, direction }));
  return {
    matches: `content_packages c where ${like ? '(c.file_name ilike ? or c.test_description ilike ? or c.test_name ilike ?)' : 'true'}`,
    params: like ? [like, like, like] : [],
    order,
    key: 'c.id',
    searched: like !== null,
  };
}

/**
 * The packages counted by the trigger of Migration2026112705000000TablesAtScale, and the
 * generation of what a page shows (cp-rows.ts).
 */
export const PACKAGE_COUNT_SQL = `select c.n as total, ${PAGE_GENERATION_SQL} as generation from row_counts c where c.table_name = 'content_packages'`;
