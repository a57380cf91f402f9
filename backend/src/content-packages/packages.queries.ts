import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOutsideTransaction } from '../database/sql';

/** What a page of a package's items needs of the package: its status (settled or importing) and the test asked for. */
export interface ItemsHeader {
  status_id: number;
  test_detail_id: number | null;
}

/**
 * The package and the test of it whose items are asked for (its first, without `testDetailId`),
 * one row, or none when there is no such package; parameters: [testDetailId,] cpId.
 */
const itemsHeaderSql = (withTest: boolean) =>
  `select c.status_id,
     (select d.id from test_details d where d.content_package_id = c.id${withTest ? ' and d.id = ?' : ''} order by d.id limit 1) as test_detail_id
   from content_packages c where c.id = ?`;

/** The package and the test of it whose items are asked for (its first, without `testDetailId`); null when there is no such package. */
export async function itemsHeader(em: EntityManager, cpId: number, testDetailId: number | undefined): Promise<ItemsHeader | null> {
  const params = testDetailId ? [testDetailId, cpId] : [cpId];
  const [row] = await rowsOutsideTransaction<ItemsHeader>(em, itemsHeaderSql(Boolean(testDetailId)), params);
  return row ?? null;
}

/** A package's status and the folder of its files; none when there is no such package. */
export async function packageFiles(em: EntityManager, cpId: number): Promise<{ status_id: number; storage_key: string } | undefined> {
  const [row] = await rowsOutsideTransaction<{ status_id: number; storage_key: string }>(
    em,
    'select status_id, storage_key from content_packages where id = ?',
    [cpId],
  );
  return row;
}

/**
 * A package's status and how many times its import was started, read in the transaction `em` is in;
 * `lock` holds the answer until the transaction ends. None when there is no such package.
 */
export async function importState(
  em: EntityManager,
  cpId: number,
  lock: 'for key share' | '' = '',
): Promise<{ status_id: number; import_attempts: number } | undefined> {
  const [row] = await em.execute<{ status_id: number; import_attempts: number }[]>(
    `select status_id, import_attempts from content_packages where id = ? ${lock}`,
    [cpId],
  );
  return row;
}
