import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, rowsOutsideTransaction } from '../database/sql';

/** The published tests holding each of the strand names, but those of a category (the PAA's samples), in test-name order. */
export function publishedTestsOfStrands(
  em: EntityManager,
  strandNames: string[],
  exceptCategory: number,
): Promise<{ id: number; test_name: string; category_id: number; strand_name: string }[]> {
  return rowsOutsideTransaction<{ id: number; test_name: string; category_id: number; strand_name: string }>(
    em,
    `select distinct d.id, d.test_name, d.category_id, s.strand_name from strand_details s join test_details d on d.id = s.test_detail_id
       where d.published_on is not null and d.category_id <> ? and s.strand_name in (${strandNames.map(() => '?').join(', ')})
       order by d.test_name, d.id`,
    [exceptCategory, ...strandNames],
  );
}

/** The published tests of one category, by name, read in the transaction `em` is in. */
export function publishedTestsIn(em: EntityManager, categoryId: number): Promise<{ id: number; test_name: string; test_alias: string }[]> {
  return rows<{ id: number; test_name: string; test_alias: string }>(
    em,
    'select id, test_name, test_alias from test_details where category_id = ? and published_on is not null order by test_name, id',
    [categoryId],
  );
}

/** How many published tests each category has. */
export function publishedCounts(em: EntityManager): Promise<{ category_id: number; n: string | number }[]> {
  return rowsOutsideTransaction<{ category_id: number; n: string | number }>(
    em,
    'select category_id, count(*) as n from test_details where published_on is not null group by category_id',
  );
}
