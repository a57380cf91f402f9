import type { EntityManager } from '@mikro-orm/postgresql';
import { type PageWindow, sortColumn } from '../common/table-query';
import { type OrderTerm, type PagedSelect, type PageRows, pageRows } from '../database/paged-sql';
import { preparedFor } from '../database/prepared';

// The Import History table: a page of packages names each one's category, uploader and first test
// in the statement that reads its rows (a table page is one statement).

/** A row of the Import History as the driver gives it: the package, its category, uploader and first test. */
export interface CpListRow {
  id: number;
  file_name: string;
  created_on: Date | string;
  test_description: string;
  test_name: string | null;
  test_alias: string | null;
  cb_version: string | null;
  status_id: number;
  category_id: number;
  category_name: string;
  uploader_id: number | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  test_detail_id: number | null;
  warning_count: number;
}

/** A package of several tests is named by its first. */
const CP_ROWS: PageRows = {
  columns: `c.id, c.file_name, c.created_on, c.test_description, c.test_name, c.test_alias, c.cb_version, c.status_id, c.warning_count, c.category_id, cat.category_name,
    u.id as uploader_id, u.first_name as uploader_first_name, u.last_name as uploader_last_name,
    (select min(d.id) from test_details d where d.content_package_id = c.id) as test_detail_id`,
  from: 'content_packages c join test_categories cat on cat.category_id = c.category_id left join users u on u.id = c.uploaded_by_id',
};

/**
 * The generations of the tables an Import History page shows (packages, their first test, their
 * uploader), as one text: while it stands, a page read before is exact.
 */
const PAGE_GENERATION_SQL = `(select string_agg(g.n::text, '.' order by g.table_name) from table_generations g where g.table_name in ('content_packages', 'test_details', 'users'))`;

const CP_SORT = {
  createdOn: 'created_on',
  fileName: 'file_name',
  testDescription: 'test_description',
  testName: 'test_name',
  status: 'status_id',
  statusId: 'status_id',
} as const;

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
 * generation of what a page shows.
 */
export const PACKAGE_COUNT_SQL = `select c.n as total, ${PAGE_GENERATION_SQL} as generation from row_counts c where c.table_name = 'content_packages'`;

/** The kept count of packages and the generation of what a page shows, as the driver gives them. */
export async function packageCount(em: EntityManager): Promise<{ total: string | number; generation: string | number }> {
  const [row] = await preparedFor(PACKAGE_COUNT_SQL).run<{ total: string | number; generation: string | number }>(em, []);
  return row;
}

/** How many packages a search matches (every match counted). */
export async function countMatches(em: EntityManager, select: PagedSelect): Promise<string | number> {
  const [{ total }] = await preparedFor(`select count(*) as total from ${select.matches}`).run<{ total: string | number }>(em, select.params);
  return total;
}

/** One page of `total` packages, with their categories, uploaders and first tests. */
export function packagesPage(em: EntityManager, select: PagedSelect, window: PageWindow, total: number): Promise<CpListRow[]> {
  return pageRows<CpListRow>(em, select, window, total, CP_ROWS);
}
