import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../common/table-query';

/** The strands of one name in a test, and how many items they hold together. */
export interface StrandGroup {
  ids: number[];
  count: number;
}

/** A test's strands grouped by name, in name order, each with its item count (from the strand index alone). */
export const STRAND_GROUPS_SQL = `select array_agg(sd.id order by sd.id) as ids, sum(c.n) as count
  from strand_details sd cross join lateral (select count(*) as n from item_details i where i.strand_id = sd.id) c
  where sd.test_detail_id = ? group by sd.strand_name order by sd.strand_name`;

/** One group's items in route order: strands of one name share their place in the sort, so they interleave. */
export const strandItemsSql = (strands: number, direction: 'asc' | 'desc') =>
  `select i.id as key from item_details i where i.strand_id in (${Array(strands).fill('?').join(', ')}) order by i.position ${direction}, i.id ${direction} limit ? offset ?`;

export async function strandGroups(em: EntityManager, testDetailId: number): Promise<StrandGroup[]> {
  const rows = await em.getConnection().execute<{ ids: number[]; count: string | number }[]>(STRAND_GROUPS_SQL, [testDetailId]);
  return rows.map((r) => ({ ids: r.ids.map(Number), count: Number(r.count) }));
}

/**
 * The keys of a page of items sorted by strand name. The groups before the page are skipped by
 * their counts, and each group on the page is read from the index of its strands in route order,
 * so a deep page never sorts, nor even reads, the items before it.
 */
export async function strandPageKeys(em: EntityManager, groups: StrandGroup[], window: PageWindow): Promise<number[]> {
  const ordered = window.sortOrder === 'asc' ? groups : [...groups].reverse();
  const keys: number[] = [];
  let skip = window.offset;
  for (const group of ordered) {
    if (keys.length >= window.pageSize) break;
    if (skip >= group.count) {
      skip -= group.count;
      continue;
    }
    const rows = await em
      .getConnection()
      .execute<{ key: number | string }[]>(strandItemsSql(group.ids.length, window.sortOrder), [...group.ids, window.pageSize - keys.length, skip]);
    keys.push(...rows.map((r) => Number(r.key)));
    skip = 0;
  }
  return keys;
}
