import type { PageRows } from '../database/paged-sql';

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
}

/** A package of several tests is named by its first. */
export const CP_ROWS: PageRows = {
  columns: `c.id, c.file_name, c.created_on, c.test_description, c.test_name, c.test_alias, c.cb_version, c.status_id, c.category_id, cat.category_name,
    u.id as uploader_id, u.first_name as uploader_first_name, u.last_name as uploader_last_name,
    (select min(d.id) from test_details d where d.content_package_id = c.id) as test_detail_id`,
  from: 'content_packages c join test_categories cat on cat.category_id = c.category_id left join users u on u.id = c.uploaded_by_id',
};

/**
 * The generations of the tables an Import History page shows (packages, their first test, their
 * uploader), as one text: while it stands, a page read before is exact.
 */
export const PAGE_GENERATION_SQL = `(select string_agg(g.n::text, '.' order by g.table_name) from table_generations g where g.table_name in ('content_packages', 'test_details', 'users'))`;

/** What a page of a package's items needs of the package: its status (settled or importing) and the test asked for. */
export interface ItemsHeader {
  status_id: number;
  test_detail_id: number | null;
}

/**
 * The package and the test of it whose items are asked for (its first, without `testDetailId`),
 * one row, or none when there is no such package; parameters: [testDetailId,] cpId.
 */
export const itemsHeaderSql = (withTest: boolean) =>
  `select c.status_id,
     (select d.id from test_details d where d.content_package_id = c.id${withTest ? ' and d.id = ?' : ''} order by d.id limit 1) as test_detail_id
   from content_packages c where c.id = ?`;
